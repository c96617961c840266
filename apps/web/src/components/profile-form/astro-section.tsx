import { useMemo } from 'react';

import type { Language } from '@vivaha/shared/languages';
import { birthStars } from '@vivaha/shared/options/birth-stars';
import type { LocalizedOption } from '@vivaha/shared/options/option';
import { rasis } from '@vivaha/shared/options/rasis';

import { usePageLanguage, useTranslation } from '@/lib/i18n';

import { CheckField, CodedSelect, TextField } from './form-fields';
import { FormSection } from './form-section';
import { PROFILE_FORM_NS } from './namespace';

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

/** Astro Details: the horoscope, all optional. */
export function AstroSection() {
  const { t } = useTranslation(PROFILE_FORM_NS);
  const { stars, signs } = useAstroOptions();
  return (
    <FormSection title={t('sections.astro')}>
      <CheckField name="notbeleiveinhor" className="col-12" />
      <CodedSelect name="astro_star" options={stars} />
      <CodedSelect name="astro_rasi" options={signs} />
      <CodedSelect name="astro_padam" options={padams} className="col-md-6 col-lg-2" />
      <TextField name="astro_pavam" className="col-md-6 col-lg-2" />
      <TextField name="timeOfBirth" type="time" help={t('help.timeOfBirth')} />
      <TextField name="astro_ChartFile" type="url" inputMode="url" help={t('help.astro_ChartFile')} />
      <CheckField name="astro_ChevaiThosam" />
    </FormSection>
  );
}
