import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { emailField, otpField, strongPassword } from '@vivaha/shared/identity';

import { InputField } from '@/components/input-field';
import { useTranslation } from '@/lib/i18n';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCaptchaToken } from '@/lib/use-bot-check';

import { failureText } from '../api/identity-answer';
import { useOtpResetPassword } from '../api/otp-reset-password';
import { useResetPasswordByOtp } from '../api/reset-password-by-otp';

import { FormFailure } from './login-form';

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
  const captcha = useCaptchaToken();
  const requestCode = useOtpResetPassword();
  const reset = useResetPasswordByOtp();
  const [email, setEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const fail = (text: string) => {
    setFailure(text);
    toast.error(text);
  };
  const emailForm = useForm<EmailFields>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });
  const resetForm = useForm<ResetFields>({
    resolver: zodResolver(resetSchema),
    defaultValues: { otp: '', newPassword: '' },
  });

  const onRequest = async (fields: EmailFields) => {
    setFailure(undefined);
    const captchaToken = await captcha();
    if (!captchaToken) return;
    const address = emailField.parse(fields.email);
    try {
      await requestCode.mutateAsync({ email: address, captchaToken });
      toast.success(t(variant === 'page' ? 'reset.instructionsSent' : 'reset.codeSent'));
      setEmail(address);
    } catch (error) {
      const fallback = t(variant === 'page' ? 'reset.instructionsFailed' : 'reset.sendFailed');
      fail(failureText(error, fallback, fallback));
    }
  };

  const onReset = async ({ otp, newPassword }: ResetFields) => {
    if (!email) return;
    setFailure(undefined);
    const captchaToken = await captcha();
    if (!captchaToken) return;
    try {
      const answer = await reset.mutateAsync({ email, otp, newPassword, captchaToken });
      session.signIn(answer.token, answer.cxName);
      toast.success(t('reset.success'));
      onDone();
    } catch (error) {
      fail(failureText(error, t('reset.failed'), t('reset.failed')));
    }
  };

  if (email) {
    const { errors, isSubmitting } = resetForm.formState;
    const busy = isSubmitting || reset.isPending;
    return (
      <form noValidate onSubmit={resetForm.handleSubmit(onReset)} aria-busy={busy}>
        <InputField
          id={`${variant}-reset-otp`}
          label={t('fields.otp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          help={t('fields.otpHelp', { email })}
          registration={resetForm.register('otp')}
          error={errors.otp?.message}
        />
        <InputField
          id={`${variant}-reset-password`}
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          help={t('fields.passwordRule')}
          registration={resetForm.register('newPassword')}
          error={errors.newPassword?.message}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={busy}>
          {busy ? t('reset.busy') : t('reset.button')}
        </button>
        <FormFailure text={failure} />
      </form>
    );
  }

  const busy = emailForm.formState.isSubmitting || requestCode.isPending;
  return (
    <form noValidate onSubmit={emailForm.handleSubmit(onRequest)} aria-busy={busy}>
      <InputField
        id={`${variant}-reset-email`}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        registration={emailForm.register('email')}
        error={emailForm.formState.errors.email?.message}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? t('reset.sending') : t(variant === 'page' ? 'reset.sendLink' : 'reset.request')}
      </button>
      <FormFailure text={failure} />
    </form>
  );
}
