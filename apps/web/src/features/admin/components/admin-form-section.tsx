import type { AdminProfileFormInput } from '@vivaha/shared/admin';
import { ACTIVE_STATUS_CODES } from '@vivaha/shared/constants';

import { CheckField, CodedSelect, TextAreaField, TextField } from '@/components/profile-form/form-fields';
import { FormSection } from '@/components/profile-form/form-section';
import { useTranslation } from '@/lib/i18n';

type Values = AdminProfileFormInput;

/** The profile statuses (spec section 4), always one of them: no unselected line. */
const statuses = ACTIVE_STATUS_CODES;

/** What only the team sets: status, review, the protections, remove comments and, on create, the owner. */
export function AdminFormSection({ create }: { create: boolean }) {
  const { t } = useTranslation('admin');
  const statusOptions = statuses.map((status) => ({ value: status, label: t(`status.${status}`) }));
  return (
    <FormSection title={t('sections.admin')}>
      <CodedSelect<Values> name="active" label={t('fields.active')} options={statusOptions} noPlaceholder />
      <CheckField<Values> name="reviewed" label={t('fields.reviewed')} />
      <CheckField<Values> name="photoprotected" label={t('fields.photoprotected')} />
      <CheckField<Values> name="contactprotected" label={t('fields.contactprotected')} />
      <CheckField<Values> name="horprotected" label={t('fields.horprotected')} />
      <TextAreaField<Values> name="removeComments" label={t('fields.removeComments')} rows={3} maxLength={500} />
      {create && (
        <TextField<Values>
          name="ownerEmail"
          label={t('fields.ownerEmail')}
          type="email"
          autoComplete="off"
          maxLength={254}
          className="col-md-8 col-lg-6"
          help={t('form.ownerEmailHelp')}
        />
      )}
    </FormSection>
  );
}
