import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';

import { sexes } from '@vivaha/shared/options/sexes';

import { queryRows, type Db } from '#src/db/client.ts';
import { profileChecks, profileImages, profiles } from '#src/db/schema.ts';
import { approvedByTeamWhere } from '#src/modules/access/index.ts';
import type { MediaStorage } from '#src/modules/media/media.storage.ts';
import { storePhoto } from '#src/modules/media/photos.ts';

import { createRandom, type Random } from './demo-random.ts';

/**
 * Illustrated portraits for the demo profiles of an empty embedded database, so a new visitor sees
 * faces on a living site. They are drawings made here from shapes, never photos of real people,
 * and they go through the same photo pipeline as an upload (storePhoto: decoded, re-encoded in
 * every size, stored), so the cards, the profile pages and the photo rules treat them as photos.
 */

const FEMALE = sexes.find((option) => option.label === 'Female')!.id;
const WIDTH = 800;
const HEIGHT = 1000;
/** The drawing is rasterised at this share of its size: a card (480 by 600) is its largest use. */
const RENDER_SCALE = 0.8;

/** Skin tones across Sri Lanka's communities, lighter to deeper. */
const SKIN = ['#e3b48f', '#d9a27a', '#c98e62', '#b97b4f', '#a66a42', '#8f5836', '#7a4a2c'];
const HAIR = ['#1b1412', '#231915', '#2e211b', '#3a2a20'];
const BACKDROPS = [
  ['#f6e4ea', '#ead2dc'],
  ['#e4eef6', '#d2e0ec'],
  ['#f3ecd9', '#e6dcc0'],
  ['#e2f0e6', '#cde3d4'],
  ['#f5e6d8', '#ead3bf'],
];
/** Saree and shirt colours: maroon, teal, mustard, navy, emerald, plum, rose, white, sky, grey. */
const CLOTH = [
  '#8a1538',
  '#1f6f78',
  '#c9962b',
  '#1f3a5f',
  '#2f7d4f',
  '#5e2a5a',
  '#c0506e',
  '#f4f1ea',
  '#7fa7c9',
  '#6b7078',
];
const BORDER = ['#d4a437', '#f1d27a', '#e8c15a', '#ffffff'];

/** One portrait as SVG: a bride's or a groom's head and shoulders, drawn from the random source. */
export function portraitSvg(random: Random, bride: boolean): string {
  const [sky, ground] = random.pick(BACKDROPS);
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const cloth = random.pick(CLOTH);
  const shade = 'rgba(0,0,0,0.12)';
  const faceWidth = random.int(150, 170);
  const faceHeight = random.int(195, 215);
  const cx = WIDTH / 2;
  const cy = 430;
  const eyeY = cy - 10;
  const eyeGap = random.int(58, 66);
  const glasses = random.chance(bride ? 0.12 : 0.22);
  const smile = random.int(10, 22);

  const parts: string[] = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${ground}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="${cx}" cy="${cy + 40}" r="330" fill="#ffffff" opacity="0.35"/>`,
  ];
  // Long hair falls behind the shoulders, or is gathered in a knot at the back.
  if (bride) {
    const knot = random.chance(0.4);
    parts.push(
      knot
        ? `<circle cx="${cx}" cy="${cy - faceHeight + 40}" r="70" fill="${hair}"/>`
        : `<path d="M${cx - faceWidth - 40} ${cy - 40} Q${cx - faceWidth - 60} ${cy + 260} ${cx - faceWidth + 10} ${cy + 330} L${cx + faceWidth - 10} ${cy + 330} Q${cx + faceWidth + 60} ${cy + 260} ${cx + faceWidth + 40} ${cy - 40} Z" fill="${hair}"/>`,
    );
  }
  // Neck and shoulders, then the clothes: a saree with its pallu over the left shoulder, or a shirt.
  parts.push(
    `<rect x="${cx - 55}" y="${cy + faceHeight - 60}" width="110" height="120" rx="40" fill="${skin}"/>`,
    `<rect x="${cx - 55}" y="${cy + faceHeight - 60}" width="110" height="40" fill="${shade}"/>`,
  );
  if (bride) {
    const border = random.pick(BORDER);
    parts.push(
      `<path d="M90 ${HEIGHT} Q110 ${cy + 300} ${cx - 90} ${cy + 250} Q${cx} ${cy + 300} ${cx + 90} ${cy + 250} Q${WIDTH - 110} ${cy + 300} ${WIDTH - 90} ${HEIGHT} Z" fill="${cloth}"/>`,
      `<path d="M${cx - 170} ${cy + 262} L${cx + 40} ${HEIGHT} L${cx + 150} ${HEIGHT} L${cx - 90} ${cy + 238} Z" fill="${cloth}" stroke="${border}" stroke-width="14" stroke-linejoin="round"/>`,
      `<path d="M${cx - 170} ${cy + 262} L${cx + 40} ${HEIGHT} L${cx + 150} ${HEIGHT} L${cx - 90} ${cy + 238} Z" fill="${shade}"/>`,
    );
  } else {
    const collar = cloth === '#f4f1ea' ? '#dcd6c8' : '#ffffff';
    parts.push(
      `<path d="M80 ${HEIGHT} Q100 ${cy + 290} ${cx - 80} ${cy + 250} L${cx + 80} ${cy + 250} Q${WIDTH - 100} ${cy + 290} ${WIDTH - 80} ${HEIGHT} Z" fill="${cloth}"/>`,
      `<path d="M${cx - 80} ${cy + 250} L${cx} ${cy + 340} L${cx + 80} ${cy + 250} L${cx + 45} ${cy + 236} L${cx} ${cy + 290} L${cx - 45} ${cy + 236} Z" fill="${collar}"/>`,
      `<line x1="${cx}" y1="${cy + 340}" x2="${cx}" y2="${HEIGHT}" stroke="${shade}" stroke-width="6"/>`,
    );
  }
  // The face, ears and hair on top.
  parts.push(
    `<ellipse cx="${cx - faceWidth + 6}" cy="${cy + 5}" rx="24" ry="38" fill="${skin}"/>`,
    `<ellipse cx="${cx + faceWidth - 6}" cy="${cy + 5}" rx="24" ry="38" fill="${skin}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${faceWidth}" ry="${faceHeight}" fill="${skin}"/>`,
  );
  if (bride) {
    parts.push(
      `<path d="M${cx - faceWidth - 8} ${cy + 10} Q${cx - faceWidth - 10} ${cy - faceHeight - 30} ${cx} ${cy - faceHeight - 20} Q${cx + faceWidth + 10} ${cy - faceHeight - 30} ${cx + faceWidth + 8} ${cy + 10} Q${cx + faceWidth - 20} ${cy - faceHeight + 70} ${cx + 6} ${cy - faceHeight + 40} L${cx - 6} ${cy - faceHeight + 40} Q${cx - faceWidth + 20} ${cy - faceHeight + 70} ${cx - faceWidth - 8} ${cy + 10} Z" fill="${hair}"/>`,
    );
    if (random.chance(0.7)) {
      const gold = '#d4a437';
      parts.push(
        `<circle cx="${cx - faceWidth + 4}" cy="${cy + 52}" r="11" fill="${gold}"/>`,
        `<circle cx="${cx + faceWidth - 4}" cy="${cy + 52}" r="11" fill="${gold}"/>`,
      );
    }
  } else {
    const top = cy - faceHeight;
    parts.push(
      `<path d="M${cx - faceWidth - 4} ${cy - 30} Q${cx - faceWidth - 14} ${top - 40} ${cx} ${top - 34} Q${cx + faceWidth + 14} ${top - 40} ${cx + faceWidth + 4} ${cy - 30} Q${cx + faceWidth - 30} ${top + 40} ${cx + 20} ${top + 30} Q${cx - faceWidth + 10} ${top + 30} ${cx - faceWidth - 4} ${cy - 30} Z" fill="${hair}"/>`,
    );
    if (random.chance(0.35)) {
      parts.push(
        `<path d="M${cx - 52} ${cy + 92} Q${cx} ${cy + 70} ${cx + 52} ${cy + 92} Q${cx} ${cy + 84} ${cx - 52} ${cy + 92} Z" fill="${hair}"/>`,
      );
    }
  }
  // Brows, eyes, nose and a smile.
  for (const side of [-1, 1]) {
    const x = cx + side * eyeGap;
    parts.push(
      `<path d="M${x - 30} ${eyeY - 34} Q${x} ${eyeY - 50} ${x + 30} ${eyeY - 34}" stroke="${hair}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
      `<ellipse cx="${x}" cy="${eyeY}" rx="17" ry="12" fill="#ffffff"/>`,
      `<circle cx="${x}" cy="${eyeY}" r="9" fill="#2b1a12"/>`,
    );
  }
  parts.push(
    `<path d="M${cx - 6} ${eyeY + 30} Q${cx - 14} ${eyeY + 70} ${cx + 4} ${eyeY + 76}" stroke="${shade}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<path d="M${cx - 42} ${cy + 112} Q${cx} ${cy + 112 + smile * 2} ${cx + 42} ${cy + 112}" stroke="#7a2e2e" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  );
  if (glasses) {
    parts.push(
      `<g fill="none" stroke="#2b2b2b" stroke-width="6"><circle cx="${cx - eyeGap}" cy="${eyeY}" r="34"/><circle cx="${cx + eyeGap}" cy="${eyeY}" r="34"/><path d="M${cx - eyeGap + 34} ${eyeY} L${cx + eyeGap - 34} ${eyeY}"/></g>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

export interface PortraitOptions {
  /** One published demo profile in this many gets a portrait. */
  every: number;
  seed: number;
}

/**
 * Gives one published demo profile in `every` an illustrated portrait, stored through the photo
 * pipeline and already reviewed, and sets who may see it as families do: about half leave their
 * photos open to everyone, a third show them to members under the spec's rule, and the rest only
 * to the members they approve. Answers how many portraits were added.
 */
export async function seedPortraits(db: Db, storage: MediaStorage, options: PortraitOptions): Promise<number> {
  const random = createRandom(options.seed);
  const rows = await queryRows<{ id: number; sex: number }>(
    db,
    sql`select id, sex from profiles where ${approvedByTeamWhere(profiles)} and image_count = 0 order by id`,
  );
  let added = 0;
  for (const [index, row] of rows.entries()) {
    if (index % options.every !== 0) continue;
    const drawing = await sharp(Buffer.from(portraitSvg(random, row.sex === FEMALE)), { density: 72 * RENDER_SCALE })
      .png()
      .toBuffer();
    const stored = await storePhoto(storage, drawing);
    const share = random.next();
    await db.transaction(async (tx) => {
      const [image] = await tx
        .insert(profileImages)
        .values({
          profileId: row.id,
          storageKey: stored.key,
          width: stored.width,
          height: stored.height,
          reviewed: true,
        })
        .returning({ id: profileImages.id });
      await tx
        .update(profiles)
        .set({
          imageCount: 1,
          defaultImageId: image!.id,
          photoProtected: share >= 0.5,
          photoVisibility: share >= 0.85 ? 'approved' : 'members',
        })
        .where(and(eq(profiles.id, row.id), eq(profiles.imageCount, 0)));
      // One portrait in three shows "Photo checked by the team", as if its family had sent a photo.
      if (added % 3 === 0)
        await tx.insert(profileChecks).values({ profileId: row.id, kind: 'photo', result: 'verified' });
    });
    added += 1;
  }
  return added;
}
