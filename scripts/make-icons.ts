/**
 * node scripts/make-icons.ts
 *
 * Writes Vivaha's favicon and app icons into apps/web/public from the mark's shapes
 * (apps/web/src/app/layouts/logo-mark-shapes.ts), so the header, the browser tab and a phone's
 * home screen show the same lamp:
 *   favicon.svg            the mark on a rounded maroon square (browsers draw it at any size)
 *   icon-192.png, icon-512.png   the same, for the web app manifest and Android
 *   icon-maskable-512.png  the mark inside the safe circle of a full maroon square (Android's
 *                          adaptive icons crop to a circle or squircle)
 *   apple-touch-icon.png   180 px, a full square without transparency (iOS rounds the corners)
 * Run it again after changing the shapes.
 */
import fs from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

import { LOGO_VIEWBOX, logoColors, logoShapes } from '../apps/web/src/app/layouts/logo-mark-shapes.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public');

/**
 * The mark on a maroon square of `size` units: `scale` is how much of the square the mark's
 * 48-unit box takes, `radius` the square's corner (0: a full square).
 */
function iconSvg({ scale, radius }: { scale: number; radius: number }) {
  const size = LOGO_VIEWBOX;
  const inset = Number(((size * (1 - scale)) / 2).toFixed(2));
  const shapes = logoShapes.map((shape) => `<path fill="${logoColors[shape.fill]}" d="${shape.d}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${logoColors.background}"/>` +
    `<g transform="translate(${inset} ${inset}) scale(${scale})">${shapes}</g>` +
    `</svg>\n`
  );
}

const rounded = iconSvg({ scale: 0.86, radius: 10 });
// Android's maskable icons keep a circle of 80% of the square: the mark sits inside it.
const maskable = iconSvg({ scale: 0.62, radius: 0 });
const square = iconSvg({ scale: 0.78, radius: 0 });

async function png(svg: string, size: number, file: string, { opaque = false } = {}) {
  const target = path.join(out, file);
  const image = sharp(Buffer.from(svg), { density: (72 * size) / LOGO_VIEWBOX }).resize(size, size);
  if (opaque) image.flatten({ background: logoColors.background });
  await image.png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(target);
  console.log(`${path.relative(root, target)}: ${fs.statSync(target).size} bytes`);
}

fs.writeFileSync(path.join(out, 'favicon.svg'), rounded);
console.log(`apps/web/public/favicon.svg: ${Buffer.byteLength(rounded)} bytes`);
await png(rounded, 192, 'icon-192.png');
await png(rounded, 512, 'icon-512.png');
await png(square, 180, 'apple-touch-icon.png', { opaque: true });
await png(maskable, 512, 'icon-maskable-512.png', { opaque: true });
