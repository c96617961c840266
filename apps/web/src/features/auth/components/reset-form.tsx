import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { emailField, otpField, strongPassword } from '@vivaha/shared/identity';

import { formField } from '@/lib/form-field';
import { useTranslation } from '@/lib/i18n';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';

import { useOtpResetPassword } from '../api/otp-reset-password';
import { useResetPasswordByOtp } from '../api/reset-password-by-otp';

import { EmailField, NewPasswordField, OtpField } from './account-fields';
import { StepButton, useGuardedStep } from './form-failure';

const emailSchema = z.object({ email: emailField });
type EmailFields = z.input<typeof emailSchema>;
const resetSchema = z.object({ otp: otpField, newPassword: strongPassword });
type ResetFields = z.input<typeof resetSchema>;

/**
 * Reset Password: the email, then the mailed code with a new password (spec section 4). The
 * modal's button says Request OTP; the stand-alone Forgot Password page's says Send Link. The
 * right code with the new password signs the member in.
 */
export function ResetForm({ variant, onDone }: { variant: 'modal' | 'page'; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const requestCode = useOtpResetPassword();
  const reset = useResetPasswordByOtp();
  const [email, setEmail] = useState<string | null>(null);
  const { failure, run } = useGuardedStep();
  const emailForm = useForm<EmailFields>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });
  const resetForm = useForm<ResetFields>({
    resolver: zodResolver(resetSchema),
    defaultValues: { otp: '', newPassword: '' },
  });

  const onRequest = (fields: EmailFields) =>
    run(
      async (captchaToken) => {
        const address = emailField.parse(fields.email);
        await requestCode.mutateAsync({ email: address, captchaToken });
        toast.success(t(variant === 'page' ? 'reset.instructionsSent' : 'reset.codeSent'));
        setEmail(address);
      },
      t(variant === 'page' ? 'reset.instructionsFailed' : 'reset.sendFailed'),
    );

  const onReset = async ({ otp, newPassword }: ResetFields) => {
    if (!email) return;
    await run(async (captchaToken) => {
      const answer = await reset.mutateAsync({ email, otp, newPassword, captchaToken });
      session.signIn(answer.token, answer.cxName);
      toast.success(t('reset.success'));
      onDone();
    }, t('reset.failed'));
  };

  if (email) {
    const busy = resetForm.formState.isSubmitting || reset.isPending;
    return (
      <form noValidate onSubmit={resetForm.handleSubmit(onReset)} aria-busy={busy}>
        <OtpField id={`${variant}-reset-otp`} email={email} {...formField(resetForm, 'otp')} />
        <NewPasswordField
          id={`${variant}-reset-password`}
          label={t('fields.newPassword')}
          help={t('fields.passwordRule')}
          {...formField(resetForm, 'newPassword')}
        />
        <StepButton busy={busy} busyText={t('reset.busy')} failure={failure}>
          {t('reset.button')}
        </StepButton>
      </form>
    );
  }

  const busy = emailForm.formState.isSubmitting || requestCode.isPending;
  return (
    <form noValidate onSubmit={emailForm.handleSubmit(onRequest)} aria-busy={busy}>
      <EmailField id={`${variant}-reset-email`} {...formField(emailForm, 'email')} />
      <StepButton busy={busy} busyText={t('reset.sending')} failure={failure}>
        {t(variant === 'page' ? 'reset.sendLink' : 'reset.request')}
      </StepButton>
    </form>
  );
}
