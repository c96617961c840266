import type { MediaStorage } from './media.storage.ts';

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
