import { useMemo, type ReactNode } from 'react';
import { FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

import { maritalStatuses } from '@vivaha/shared/options/marital-statuses';
import type { ProfileFormInput } from '@vivaha/shared/profile';
import { fieldsOfSection, PROFILE_SECTIONS } from '@vivaha/shared/profile-fields';

import { useTranslation } from '@/lib/i18n';
import { useOptionLabel } from '@/lib/option-labels';

import { FieldInputs, type ChoiceOverrides } from './field-inputs';
import { FormSection } from './form-section';
import { PROFILE_FORM_NS } from './namespace';

import '@/styles/parts/forms.scss';

/** How a marital status reads in the list; the admin form spells 77 "Seperated" (spec section 3). */
export type MaritalStatusLabel = (id: number) => string | undefined;

/** The marital statuses as the screen spells them, when it spells any its own way. */
function useStatusChoices(maritalStatusLabel: MaritalStatusLabel | undefined): ChoiceOverrides | undefined {
  const labelOf = useOptionLabel();
  return useMemo(
    () =>
      maritalStatusLabel && {
        martialstatus: maritalStatuses.map((status) => ({
          value: status.id,
          label: maritalStatusLabel(status.id) ?? labelOf(maritalStatuses, status),
        })),
      },
    [maritalStatusLabel, labelOf],
  );
}

interface Props<T extends ProfileFormInput, Parsed> {
  form: UseFormReturn<T, unknown, Parsed>;
  onSubmit: SubmitHandler<Parsed>;
  onCancel: () => void;
  busy: boolean;
  /** How the marital statuses read; the admin form spells 77 "Seperated". */
  maritalStatusLabel?: MaritalStatusLabel;
  /** Sections after Contact Information, such as the admin form's administration section. */
  children?: ReactNode;
}

/**
 * The profile form as both the member and the admin screens show it (spec section 2): the four
 * sections, each with the fields PROFILE_FIELDS places in it, any the screen adds, Save and
 * Cancel. The screen owns the values and the saving.
 */
export function ProfileFormShell<T extends ProfileFormInput, Parsed>({
  form,
  onSubmit,
  onCancel,
  busy,
  maritalStatusLabel,
  children,
}: Props<T, Parsed>) {
  const { t } = useTranslation(PROFILE_FORM_NS);
  const choices = useStatusChoices(maritalStatusLabel);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={busy}>
        <p className="form-text">{t('required')}</p>
        {PROFILE_SECTIONS.map((section) => (
          <FormSection key={section} title={t(`sections.${section}`)}>
            <FieldInputs fields={fieldsOfSection(section)} screen="edit" choices={choices} />
          </FormSection>
        ))}
        {children}
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('actions.saving') : t('actions.save')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
