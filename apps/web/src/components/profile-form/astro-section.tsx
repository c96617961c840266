import { birthStars } from '@vivaha/shared/options/birth-stars';
import type { LocalizedOption } from '@vivaha/shared/options/option';
import { rasis } from '@vivaha/shared/options/rasis';

import { useTranslation } from '@/lib/i18n';
import { pageLanguage } from '@/lib/language';

import { CheckField, CodedSelect, TextField } from './form-fields';
import { FormSection } from './form-section';
import { PROFILE_FORM_NS } from './namespace';

import '@/styles/fonts-local-names.css';

/**
 * A star's or rasi's name in the page's own script first, the other Sri Lankan script beside it
 * (families and astrologers may use either); an English page shows both after the English name.
 */
function localName(option: LocalizedOption): string {
  if (pageLanguage === 'si') return `${option.si} (${option.ta})`;
  if (pageLanguage === 'ta') return `${option.ta} (${option.si})`;
  return `${option.label} (${option.si} / ${option.ta})`;
}

const withLocalNames = (list: readonly LocalizedOption[]) =>
  list.map((option) => ({ value: option.id, label: localName(option) }));

/** The birth stars, rasis and padams as the profile forms list them. */
export const stars = withLocalNames(birthStars);
export const signs = withLocalNames(rasis);
export const padams = [1, 2, 3, 4].map((padam) => ({ value: padam, label: String(padam) }));

/** Astro Details: the horoscope, all optional. */
export function AstroSection() {
  const { t } = useTranslation(PROFILE_FORM_NS);
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
