import PQueue from 'p-queue';

import type { MediaStorage } from './media.storage.ts';
import { LATER_SIZES, parsePhotoFileName, photoFileName, renderLaterSize, type PhotoSize } from './photos.ts';

export interface CopyOutcome {
  /** Files written to the target and read back identical. */
  copied: number;
  /** Files the target already held, identical. */
  present: number;
  /** Files that could not be copied, or read back different, with the reason. */
  failed: Failure[];
}

/** Files copied at the same time. */
const AT_ONCE = 8;

/** A file that could not be done, with the reason. */
type Failure = { name: string; reason: string };

/**
 * Works through `items`, `atOnce` at a time, each on the file `nameOf` names: what `work` answers
 * is counted in `outcome` and told to `onFile`, and a failure is kept with its reason.
 */
async function workThrough<Item, Done extends string, Outcome extends Record<Done, number> & { failed: Failure[] }>(
  items: readonly Item[],
  atOnce: number,
  nameOf: (item: Item) => string,
  work: (item: Item, name: string) => Promise<Done>,
  outcome: Outcome,
  onFile?: (name: string, outcome: Done | 'failed') => void,
): Promise<Outcome> {
  async function doOne(item: Item) {
    const name = nameOf(item);
    try {
      const done = await work(item, name);
      outcome[done]++;
      onFile?.(name, done);
    } catch (error) {
      outcome.failed.push({ name, reason: (error as Error).message });
      onFile?.(name, 'failed');
    }
  }
  // p-queue keeps `atOnce` going; doOne never throws, so one file's failure stops none of the others.
  await new PQueue({ concurrency: atOnce }).addAll(items.map((item) => () => doOne(item)));
  return outcome;
}

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
  return workThrough(
    names,
    AT_ONCE,
    (name) => name,
    async (name) => {
      const content = await from.get(name);
      if (!content) throw new Error('the file went away while copying');
      const there = await to.get(name);
      if (there?.equals(content)) return 'present';
      await to.put(name, content);
      const check = await to.get(name);
      if (!check?.equals(content)) throw new Error('read back different from the original');
      return 'copied';
    },
    { copied: 0, present: 0, failed: [] },
    onFile,
  );
}

export interface LaterSizesOutcome {
  /** Files made from their stand-in and stored. */
  made: number;
  /** Files the storage already held. */
  present: number;
  /** Photos deleted while this ran: nothing is left of them. */
  gone: number;
  /** Files that could not be made, with the reason. */
  failed: Failure[];
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
  return workThrough(
    wanted,
    MADE_AT_ONCE,
    ({ key, size }) => photoFileName(key, size),
    async ({ key, size, standIn }, name) => {
      if (stored.has(name)) return 'present';
      const source = await storage.get(photoFileName(key, standIn));
      if (source) await storage.put(name, await renderLaterSize(source, size));
      if (!source || !(await storage.get(photoFileName(key, standIn)))) {
        await storage.remove([name]);
        return 'gone';
      }
      return 'made';
    },
    { made: 0, present: 0, gone: 0, failed: [] },
    onFile,
  );
}
