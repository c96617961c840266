import { useMemo } from 'react';

import { MIN_PROFILE_AGE } from '@vivaha/shared/constants';
import { todayIso } from '@vivaha/shared/dates';
import type { Language } from '@vivaha/shared/languages';
import { birthStars } from '@vivaha/shared/options/birth-stars';
import type { LocalizedOption } from '@vivaha/shared/options/option';
import { rasis } from '@vivaha/shared/options/rasis';

import { usePageLanguage } from '@/lib/i18n';

import '@/styles/fonts-local-names.css';

/**
 * A star's or rasi's name in the page's own script first, the other Sri Lankan script beside it
 * (families and astrologers may use either); an English page shows both after the English name.
 */
function localName(option: LocalizedOption, pageLanguage: Language): string {
  if (pageLanguage === 'si') return `${option.si} (${option.ta})`;
  if (pageLanguage === 'ta') return `${option.ta} (${option.si})`;
  return `${option.label} (${option.si} / ${option.ta})`;
}

const withLocalNames = (list: readonly LocalizedOption[], language: Language) =>
  list.map((option) => ({ value: option.id, label: localName(option, language) }));

/** The birth stars and rasis as the profile forms list them on a page in `language`. */
export const astroOptions = (language: Language) => ({
  stars: withLocalNames(birthStars, language),
  signs: withLocalNames(rasis, language),
});

/** The birth stars and rasis in this page's language. */
export function useAstroOptions() {
  const language = usePageLanguage();
  return useMemo(() => astroOptions(language), [language]);
}

/** The padams, 1 to 4. */
export const padams = [1, 2, 3, 4].map((padam) => ({ value: padam, label: String(padam) }));

/** The latest date of birth of someone who is 18 today, for the date picker. */
export const latestDob = () => {
  const today = todayIso();
  return `${Number(today.slice(0, 4)) - MIN_PROFILE_AGE}${today.slice(4)}`;
};
