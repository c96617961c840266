import type { Language } from '../languages.ts';

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

/**
 * Titles a language has no word for, so its pages neither offer nor show them: "Mx." means nothing
 * in Sinhala or Tamil, and Sinhala has no title for a boy ("Master"; Tamil has செல்வன்).
 */
export const titlesLeftOut: Record<Language, readonly Title[]> = { en: [], si: ['Master', 'Mx.'], ta: ['Mx.'] };

/** The titles a form offers in a language, in the list's order. */
export const titlesIn = (language: Language): readonly Title[] =>
  titles.filter((title) => !titlesLeftOut[language].includes(title));
