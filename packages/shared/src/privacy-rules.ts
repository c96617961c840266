/**
 * The plain rules of owners' controls, without zod, for screens that only need the words and ids
 * (privacy.ts re-exports all of it with the schemas).
 */

/** The protected sections of a profile, as the owner chooses for each who may see it. */
export const PROTECTED_SECTIONS = ['photo', 'contact', 'horoscope'] as const;
export type ProtectedSection = (typeof PROTECTED_SECTIONS)[number];

/**
 * `members`: members with a published profile of the opposite gender (the spec's rule, the
 * default); `approved`: only members whose request the owner approved.
 */
export const SECTION_VISIBILITY = ['members', 'approved'] as const;
export type SectionVisibility = (typeof SECTION_VISIBILITY)[number];
export const DEFAULT_VISIBILITY: SectionVisibility = 'members';

/** The wire field of each section's choice on the profile (PUT /api/profilecx/{id}). */
export const visibilityFields = {
  photo: 'photovisibility',
  contact: 'contactvisibility',
  horoscope: 'horvisibility',
} as const satisfies Record<ProtectedSection, string>;

/** Plain words for each choice, as owners read them. */
export const visibilityLabels: Record<SectionVisibility, string> = {
  members: 'Members with a published profile of the opposite gender',
  approved: 'Only members I approve',
};

export const sectionLabels: Record<ProtectedSection, string> = {
  photo: 'Photos',
  contact: 'Contact details',
  horoscope: 'Horoscope',
};
