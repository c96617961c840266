import { describe, expect, it } from 'vitest';

import { batchedWrites } from './batched-writes.ts';

/** A write that takes until `release` is called, noting each batch it was given. */
function slowWrite() {
  const batches: number[][] = [];
  const releases: Array<(error?: Error) => void> = [];
  const write = (items: readonly number[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push([...items]);
      releases.push((error) => (error ? reject(error) : resolve()));
    });
  return { batches, releases, write };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('batched writes', () => {
  it('writes the first item at once, and what comes meanwhile together in the next batch', async () => {
    const { batches, releases, write } = slowWrite();
    const add = batchedWrites(write);
    const first = add(1);
    await turn();
    expect(batches).toEqual([[1]]);
    const later = [add(2), add(3), add(4)];
    await turn();
    // One batch at a time: the others wait for the first to be written.
    expect(batches).toEqual([[1]]);
    let laterDone = false;
    void Promise.all(later).then(() => (laterDone = true));
    releases[0]!();
    await first;
    await turn();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(laterDone).toBe(false);
    releases[1]!();
    await Promise.all(later);
    // Alone again: written at once.
    const alone = add(5);
    await turn();
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
    releases[2]!();
    await alone;
  });

  it('fails the callers of a batch that fails, and goes on with the next', async () => {
    const { batches, releases, write } = slowWrite();
    const add = batchedWrites(write);
    const failed = add(1);
    await turn();
    const next = add(2);
    releases[0]!(new Error('the database is gone'));
    await expect(failed).rejects.toThrow('the database is gone');
    await turn();
    expect(batches).toEqual([[1], [2]]);
    releases[1]!();
    await expect(next).resolves.toBeUndefined();
  });

  it('gives each caller the answer the write gave for its own item', async () => {
    const add = batchedWrites(async (items: readonly string[]) => items.map((item) => item.toUpperCase()));
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map(add));
    expect(answers).toEqual(['A', 'B', 'C', 'D']);
  });
});
