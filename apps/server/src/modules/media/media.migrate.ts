import type { MediaStorage } from './media.storage.ts';
import { LATER_SIZES, parsePhotoFileName, photoFileName, renderLaterSize, type PhotoSize } from './photos.ts';

export interface CopyOutcome {
  /** Files written to the target and read back identical. */
  copied: number;
  /** Files the target already held, identical. */
  present: number;
  /** Files that could not be copied, or read back different, with the reason. */
  failed: Array<{ name: string; reason: string }>;
}

/** Files copied at the same time. */
const AT_ONCE = 8;

/**
 * Copies every photo file from one storage to another and checks each by reading it back. A file
 * the target already holds, byte for byte, is left alone, so a copy stopped half way, or run again
 * after photos were added meanwhile, does only what is left. Nothing is removed from the source.
 */
export async function copyMedia(
  from: MediaStorage,
  to: MediaStorage,
  onFile?: (name: string, outcome: 'copied' | 'present' | 'failed') => void,
): Promise<CopyOutcome> {
  const names = await from.list();
  const outcome: CopyOutcome = { copied: 0, present: 0, failed: [] };
  let next = 0;

  async function copyOne(name: string) {
    try {
      const content = await from.get(name);
      if (!content) throw new Error('the file went away while copying');
      const there = await to.get(name);
      if (there?.equals(content)) {
        outcome.present++;
        onFile?.(name, 'present');
        return;
      }
      await to.put(name, content);
      const check = await to.get(name);
      if (!check?.equals(content)) throw new Error('read back different from the original');
      outcome.copied++;
      onFile?.(name, 'copied');
    } catch (error) {
      outcome.failed.push({ name, reason: (error as Error).message });
      onFile?.(name, 'failed');
    }
  }

  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < names.length) await copyOne(names[next++]!);
    }),
  );
  return outcome;
}

export interface LaterSizesOutcome {
  /** Files made from their stand-in and stored. */
  made: number;
  /** Files the storage already held. */
  present: number;
  /** Photos deleted while this ran: nothing is left of them. */
  gone: number;
  /** Files that could not be made, with the reason. */
  failed: Array<{ name: string; reason: string }>;
}

/** Files made at the same time: each is decoded and encoded on one libvips thread. */
const MADE_AT_ONCE = 2;

/**
 * Makes each later size (LATER_SIZES: the medium one) that a stored photo has no file for, from
 * the file that stands in for it (the full one), in the storage the servers use. A photo that has
 * the file is left alone, so a run stopped half way, or run again, does only what is left. A photo
 * deleted while its file was made loses that file too.
 */
export async function addLaterSizes(
  storage: MediaStorage,
  onFile?: (name: string, outcome: 'made' | 'present' | 'gone' | 'failed') => void,
): Promise<LaterSizesOutcome> {
  const stored = new Set(await storage.list());
  const wanted: Array<{ key: string; size: PhotoSize; standIn: PhotoSize }> = [];
  for (const name of stored) {
    const photo = parsePhotoFileName(name);
    if (!photo) continue;
    for (const [size, standIn] of Object.entries(LATER_SIZES) as Array<[PhotoSize, PhotoSize]>) {
      if (photo.size === standIn) wanted.push({ key: photo.key, size, standIn });
    }
  }
  const outcome: LaterSizesOutcome = { made: 0, present: 0, gone: 0, failed: [] };
  let next = 0;

  async function makeOne({ key, size, standIn }: (typeof wanted)[number]) {
    const name = photoFileName(key, size);
    if (stored.has(name)) {
      outcome.present++;
      onFile?.(name, 'present');
      return;
    }
    try {
      const source = await storage.get(photoFileName(key, standIn));
      if (source) await storage.put(name, await renderLaterSize(source, size));
      if (!source || !(await storage.get(photoFileName(key, standIn)))) {
        await storage.remove([name]);
        outcome.gone++;
        onFile?.(name, 'gone');
        return;
      }
      outcome.made++;
      onFile?.(name, 'made');
    } catch (error) {
      outcome.failed.push({ name, reason: (error as Error).message });
      onFile?.(name, 'failed');
    }
  }

  await Promise.all(
    Array.from({ length: MADE_AT_ONCE }, async () => {
      while (next < wanted.length) await makeOne(wanted[next++]!);
    }),
  );
  return outcome;
}
