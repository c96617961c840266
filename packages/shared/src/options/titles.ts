/** Titles of the contact person and of the account (spec section 3). The wire value is the text itself. */
export const titles = [
  'Mr.',
  'Mrs.',
  'Ms.',
  'Dr.',
  'Prof.',
  'Rev.',
  'Hon.',
  'Sir',
  'Madam',
  'Master',
  'Miss',
  'Mx.',
] as const satisfies readonly string[];

export type Title = (typeof titles)[number];

/** Whether a value is one of the titles (exact text, as stored). */
export function isTitle(value: unknown): value is Title {
  return typeof value === 'string' && (titles as readonly string[]).includes(value);
}
