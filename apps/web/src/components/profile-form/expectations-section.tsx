import { useTranslation } from '@/lib/i18n';

import { TextAreaField } from './form-fields';
import { FormSection } from './form-section';
import { PROFILE_FORM_NS } from './namespace';

/** Your Expectations about the spouse. */
export function ExpectationsSection() {
  const { t } = useTranslation(PROFILE_FORM_NS);
  return (
    <FormSection title={t('sections.expectations')}>
      <TextAreaField name="ex_other" rows={5} />
    </FormSection>
  );
}
