/**
 * Vivaha's mark: an oil lamp (the pahana of a Sinhala poruwa, the kuthuvilakku of a Tamil
 * wedding), lit. A lamp is lit at Sri Lankan weddings of every faith, so it belongs to no one
 * community. Drawn on a 48-unit square. The header draws it with these shapes
 * (logo-mark.tsx); scripts/make-icons.ts writes the favicon and the app icons from them.
 */
export const LOGO_VIEWBOX = 48;

export const logoColors = {
  /** The brand maroon behind the mark in the favicon and app icons. */
  background: '#8a1538',
  /** Lamp gold: the flame. */
  flame: '#e9c46a',
  /** The flame's bright heart. */
  core: '#fff6dc',
  /** The lamp itself: warm white. */
  lamp: '#fdf3ea',
} as const;

export interface LogoShape {
  d: string;
  fill: keyof typeof logoColors;
}

export const logoShapes: readonly LogoShape[] = [
  // The flame: a teardrop over the lamp's lip.
  {
    d: 'M24 5.5c4.6 5.6 7.2 9.8 7.2 13.6a7.2 7.2 0 0 1-14.4 0c0-3.8 2.6-8 7.2-13.6z',
    fill: 'flame',
  },
  { d: 'M24 14c2 2.6 3.1 4.5 3.1 6.1a3.1 3.1 0 0 1-6.2 0c0-1.6 1.1-3.5 3.1-6.1z', fill: 'core' },
  // The bowl, with a lip at either end.
  { d: 'M6 27.5h36c0 6.9-8.1 11-18 11s-18-4.1-18-11z', fill: 'lamp' },
  // Its foot and base.
  { d: 'M20.5 37.5h7l1.6 4.5h-10.2z', fill: 'lamp' },
  { d: 'M14.5 41.5h19a1.75 1.75 0 0 1 0 3.5h-19a1.75 1.75 0 0 1 0-3.5z', fill: 'lamp' },
];
