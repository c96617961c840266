/**
 * Writes items in batches, one batch at a time, as a database commits a group: the first item
 * is written at once, and the items that come while a batch is being written go together into
 * the next. Each caller's promise settles when the batch holding its item is written (or fails
 * with it), with what the write answered for its item (its answers in the items' order), so
 * nothing is answered before it is stored and nothing waits for a timer. Under load
 * many requests share one statement; alone, a request waits for no one.
 *
 * Written here rather than taken from a package: DataLoader batches what comes in one turn of
 * the event loop (requests under load seldom do) and is made for reads; this is a dozen lines.
 */
export function batchedWrites<T, R = void>(
  write: (items: readonly T[]) => Promise<readonly R[] | void>,
): (item: T) => Promise<R> {
  type Batch = { items: T[]; written: Promise<readonly R[] | void> };
  let next: Batch | undefined;
  let writing: Promise<unknown> = Promise.resolve();
  return (item) => {
    if (!next) {
      const batch: Batch = { items: [], written: Promise.resolve() };
      batch.written = writing.then(() => {
        // From here on, new items wait for the next batch.
        if (next === batch) next = undefined;
        return write(batch.items);
      });
      writing = batch.written.catch(() => undefined);
      next = batch;
    }
    const index = next.items.push(item) - 1;
    // Each caller gets its own item's answer, when the write gives answers.
    return next.written.then((answers) => answers?.[index] as R);
  };
}
