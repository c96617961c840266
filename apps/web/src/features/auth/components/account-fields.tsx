import type { ComponentProps } from 'react';

import { InputField } from '@/components/input-field';
import { useTranslation } from '@/lib/i18n';

type FieldProps = ComponentProps<typeof InputField>;

/** An email address, which the browser may fill in; "Email" unless the form names it otherwise. */
export function EmailField({ label, ...field }: Omit<FieldProps, 'label'> & { label?: string }) {
  const { t } = useTranslation('auth');
  return <InputField label={label ?? t('fields.email')} type="email" autoComplete="email" {...field} />;
}

/** The account's password as it is now: to log in, or asked again before a change. */
export function CurrentPasswordField(field: FieldProps) {
  return <InputField type="password" autoComplete="current-password" {...field} />;
}

/** A password being chosen, which a password manager may offer to make and keep. */
export function NewPasswordField(field: FieldProps) {
  return <InputField type="password" autoComplete="new-password" {...field} />;
}

/** The six-digit code mailed to `email`, with a word under it saying where it went. */
export function OtpField({ email, ...field }: Omit<FieldProps, 'label'> & { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <InputField
      label={t('fields.otp')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      help={t('fields.otpHelp', { email })}
      {...field}
    />
  );
}
