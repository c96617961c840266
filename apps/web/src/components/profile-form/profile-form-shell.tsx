import type { ReactNode } from 'react';
import { FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

import type { ProfileFormInput } from '@vivaha/shared/profile';

import { useTranslation } from '@/lib/i18n';

import { AstroSection } from './astro-section';
import { ContactSection } from './contact-section';
import { ExpectationsSection } from './expectations-section';
import { GeneralSection, type MaritalStatusLabel } from './general-section';
import { PROFILE_FORM_NS } from './namespace';

import '@/styles/parts/forms.scss';

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
 * sections, any the screen adds, Save and Cancel. The screen owns the values and the saving.
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
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={busy}>
        <p className="form-text">{t('required')}</p>
        <GeneralSection maritalStatusLabel={maritalStatusLabel} />
        <ExpectationsSection />
        <AstroSection />
        <ContactSection />
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
