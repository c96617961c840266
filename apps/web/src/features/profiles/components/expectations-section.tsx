import { useTranslation } from 'react-i18next';

import { TextAreaField } from './form-fields';
import { FormSection } from './form-section';

/** Your Expectations about the spouse. */
export function ExpectationsSection() {
  const { t } = useTranslation('profiles');
  return (
    <FormSection title={t('form.sections.expectations')}>
      <TextAreaField name="ex_other" rows={5} />
    </FormSection>
  );
}
