import { type Option } from './option.ts';

/** Unit of the free-text height (`heightType`). */
export const heightUnits = [
  { id: 1, label: 'Inches' },
  { id: 2, label: 'cm' },
] as const satisfies readonly Option[];
