import { LOGO_VIEWBOX, logoColors, logoShapes } from './logo-mark-shapes';

/** Vivaha's lamp, drawn beside the name in the header; the name says it, so the mark is silent. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox={`0 0 ${LOGO_VIEWBOX} ${LOGO_VIEWBOX}`} aria-hidden="true" focusable="false">
      {logoShapes.map((shape) => (
        <path key={shape.d} d={shape.d} fill={logoColors[shape.fill]} />
      ))}
    </svg>
  );
}
