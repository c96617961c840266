import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { emailField, otpField, strongPassword } from '@vivaha/shared/identity';
import { pathIn } from '@vivaha/shared/languages';
import { validationMessages as m } from '@vivaha/shared/messages';
import { paths } from '@vivaha/shared/routes';

import { BusyButton } from '@/components/busy-button';
import { FieldError } from '@/components/field-error';
import { formField } from '@/lib/form-field';
import { useTranslation } from '@/lib/i18n';
import { pageLanguage } from '@/lib/language';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';

import { useCreateOtp } from '../api/create-otp';
import { useCreateViaOtp } from '../api/create-via-otp';

import { EmailField, NewPasswordField, OtpField } from './account-fields';
import { FormFailure, StepButton, useGuardedStep } from './form-failure';

import '@/styles/parts/forms.scss';

const accountSchema = z
  .object({
    email: emailField,
    password: strongPassword,
    confirmPassword: z.string(),
    privacyAgreed: z.boolean().refine((agreed) => agreed, { error: m.privacyRequired }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: m.passwordsDoNotMatch,
  });
type AccountFields = z.input<typeof accountSchema>;

const codeSchema = z.object({ otp: otpField });
type CodeFields = z.input<typeof codeSchema>;

/** Register: email, password and confirmation, then the mailed code (spec section 4), which signs in. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('auth');
  const createOtp = useCreateOtp();
  const createViaOtp = useCreateViaOtp();
  const [account, setAccount] = useState<{ email: string; password: string } | null>(null);
  const { failure, run } = useGuardedStep();

  const accountForm = useForm<AccountFields>({
    resolver: zodResolver(accountSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', privacyAgreed: false },
  });
  const [password, confirmPassword] = useWatch({ control: accountForm.control, name: ['password', 'confirmPassword'] });
  const liveMismatch = confirmPassword !== '' && password !== confirmPassword ? m.passwordsDoNotMatch : undefined;
  const codeForm = useForm<CodeFields>({ resolver: zodResolver(codeSchema), defaultValues: { otp: '' } });

  const sendCode = async (email: string, password: string, captchaToken: string) => {
    await createOtp.mutateAsync({ email, password, captchaToken });
    toast.success(t('register.codeSent'));
  };

  const onRegister = ({ email, password }: AccountFields) =>
    run(
      async (captchaToken) => {
        await sendCode(email, password, captchaToken);
        setAccount({ email, password });
      },
      t('register.failed'),
      t('register.network'),
    );

  const onResend = async () => {
    if (!account) return;
    await run((captchaToken) => sendCode(account.email, account.password, captchaToken), t('register.sendFailed'));
  };

  const onVerify = async ({ otp }: CodeFields) => {
    if (!account) return;
    await run(
      async (captchaToken) => {
        // The box was ticked to get here: the server records the notice's version and the time.
        const answer = await createViaOtp.mutateAsync({ ...account, otp, captchaToken, privacyAgreed: true });
        // The code proved the address: no second login with what was just typed.
        session.signIn(answer.token, answer.cxName);
        toast.success(t('register.success'));
        onRegistered();
      },
      t('register.verifyFailed'),
      t('register.verifyNetwork'),
    );
  };

  if (account) {
    const verifying = codeForm.formState.isSubmitting || createViaOtp.isPending;
    const resending = createOtp.isPending;
    return (
      <form noValidate onSubmit={codeForm.handleSubmit(onVerify)} aria-busy={verifying || resending}>
        <OtpField id="register-otp" email={account.email} {...formField(codeForm, 'otp')} />
        <div className="d-flex gap-2 flex-wrap">
          <BusyButton busy={verifying} busyText={t('register.verifying')} disabled={resending}>
            {t('register.verify')}
          </BusyButton>
          <BusyButton
            type="button"
            className="btn btn-outline-secondary"
            busy={resending}
            busyText={t('register.resending')}
            disabled={verifying}
            onClick={onResend}
          >
            {t('register.resend')}
          </BusyButton>
        </div>
        <FormFailure text={failure} />
      </form>
    );
  }

  const { errors, isSubmitting } = accountForm.formState;
  const busy = isSubmitting || createOtp.isPending;
  return (
    <form noValidate onSubmit={accountForm.handleSubmit(onRegister)} aria-busy={busy}>
      <EmailField id="register-email" {...formField(accountForm, 'email')} />
      <NewPasswordField
        id="register-password"
        label={t('fields.password')}
        help={t('fields.passwordRule')}
        {...formField(accountForm, 'password')}
      />
      <NewPasswordField
        id="register-confirm"
        label={t('fields.confirmPassword')}
        registration={accountForm.register('confirmPassword')}
        error={errors.confirmPassword?.message ?? liveMismatch}
      />
      <p id="register-privacy-summary" className="small mb-2">
        {t('register.privacySummary')}
      </p>
      <div className="form-check mb-3">
        <input
          id="register-privacy"
          type="checkbox"
          className={`form-check-input${errors.privacyAgreed ? ' is-invalid' : ''}`}
          aria-invalid={Boolean(errors.privacyAgreed)}
          aria-describedby={`register-privacy-summary${errors.privacyAgreed ? ' register-privacy-error' : ''}`}
          {...accountForm.register('privacyAgreed')}
        />
        <label htmlFor="register-privacy" className="form-check-label">
          {t('register.privacyAgree')} {/* A new tab: the form keeps what was typed. */}
          <a href={pathIn(pageLanguage, paths.privacy)} target="_blank" rel="noopener">
            {t('register.privacyLink')}
          </a>
        </label>
        <FieldError id="register-privacy-error" message={errors.privacyAgreed?.message} />
      </div>
      <StepButton busy={busy} busyText={t('register.busy')} failure={failure}>
        {t('register.button')}
      </StepButton>
    </form>
  );
}
