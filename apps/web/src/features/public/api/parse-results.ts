/** The list calls carry each card as a JSON string (spec section 3); this reads them all or fails. */
export function parseResults<T>(items: ReadonlyArray<{ searchResults: string }>): T[] {
  return items.map((item) => JSON.parse(item.searchResults) as T);
}

/** The prefix of every public query, so a sign-in or sign-out can refresh them together. */
export const publicKey = ['public'] as const;
