import { countries } from '@vivaha/shared/options/countries';

import { useTranslation } from '@/lib/i18n';
import { useTitleOptions } from '@/lib/option-labels';

import { CodedSelect, TextField, useChosenTitle } from './form-fields';
import { FormSection } from './form-section';
import { PROFILE_FORM_NS } from './namespace';

/** Contact Information: how a family that is given access reaches the profile's contact. */
export function ContactSection() {
  const { t } = useTranslation(PROFILE_FORM_NS);
  const titleOptions = useTitleOptions(useChosenTitle());
  return (
    <FormSection title={t('sections.contact')}>
      <CodedSelect name="title" options={titleOptions} textValue className="col-md-3 col-lg-2" />
      <TextField name="contactname" required autoComplete="name" className="col-md-9 col-lg-6" />
      <TextField name="email" type="email" required autoComplete="email" />
      <TextField name="mobile" type="tel" required autoComplete="tel" />
      <TextField name="phone1" type="tel" />
      <TextField name="phone2" type="tel" />
      <TextField name="fax" type="tel" />
      <TextField name="organization" autoComplete="organization" />
      <TextField name="address1" autoComplete="address-line1" />
      <TextField name="address2" autoComplete="address-line2" />
      <TextField name="address3" autoComplete="address-line3" />
      <TextField name="city" autoComplete="address-level2" />
      <TextField name="postcode" autoComplete="postal-code" />
      <CodedSelect name="country" options={countries} />
    </FormSection>
  );
}
