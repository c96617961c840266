import { useState, type FormEvent } from 'react';

import { isStrongPassword } from '@vivaha/shared/identity';
import { validationMessages as m } from '@vivaha/shared/messages';

import { BusyButton } from '@/components/busy-button';
import { FieldError } from '@/components/field-error';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useChangePassword } from '../api/change-password';
import { failureText } from '../api/identity-answer';

import '@/styles/parts/forms.scss';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof empty;

/**
 * Change Password (spec sections 2 and 5): the button stays disabled until all three fields are
 * filled, the new password passes the strength rule and the confirmation matches it.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const [fields, setFields] = useState(empty);
  const [serverError, setServerError] = useState<string>();

  const weak = fields.newPassword !== '' && !isStrongPassword(fields.newPassword);
  const mismatch = fields.confirmPassword !== '' && fields.confirmPassword !== fields.newPassword;
  const ready =
    fields.oldPassword !== '' && fields.newPassword !== '' && fields.confirmPassword !== '' && !weak && !mismatch;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setServerError(undefined);
    try {
      await change.mutateAsync({ oldPassword: fields.oldPassword, newPassword: fields.newPassword });
      toast.success(t('changePassword.success'));
      setFields(empty);
    } catch (error) {
      const message = failureText(error, t('changePassword.failed'), t('changePassword.network'));
      setServerError(message);
      toast.error(message);
    }
  };

  const input = (name: Field, label: string, autoComplete: string, error?: string) => (
    <div className="mb-3">
      <label htmlFor={`cp-${name}`} className="form-label">
        {label}
      </label>
      <input
        id={`cp-${name}`}
        type="password"
        autoComplete={autoComplete}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `cp-${name}-error` : undefined}
        value={fields[name]}
        onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
      />
      <FieldError id={`cp-${name}-error`} message={error} />
    </div>
  );

  const busy = change.isPending;
  return (
    <div className="container py-4" style={{ maxWidth: '28rem' }}>
      <h1 className="h2">{t('changePassword.title')}</h1>
      <form noValidate onSubmit={onSubmit} className="card card-body shadow-sm" aria-busy={busy}>
        {input('oldPassword', t('fields.oldPassword'), 'current-password', serverError)}
        {input('newPassword', t('fields.newPassword'), 'new-password', weak ? m.passwordWeak : undefined)}
        {input(
          'confirmPassword',
          t('fields.confirmNewPassword'),
          'new-password',
          mismatch ? m.newPasswordsDoNotMatch : undefined,
        )}
        <p className="form-text mt-0">{t('fields.passwordRule')}</p>
        <BusyButton busy={busy} busyText={t('changePassword.busy')} disabled={!ready}>
          {t('changePassword.button')}
        </BusyButton>
      </form>
    </div>
  );
}
