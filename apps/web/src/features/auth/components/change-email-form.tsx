import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';

import { changeEmailRequestSchema, emailField } from '@vivaha/shared/identity';
import { validationMessages as m } from '@vivaha/shared/messages';
import { paths } from '@vivaha/shared/routes';

import { BusyButton } from '@/components/busy-button';
import { formField } from '@/lib/form-field';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

import { useChangeEmail } from '../api/change-email';

import { CurrentPasswordField, EmailField } from './account-fields';
import { showPasswordFailure } from './password-failure';
import { forgetPendingEmail, keepPendingEmail, peekPendingEmail } from './pending-email';

/** Spec section 5: an empty or malformed address both read "Please enter a valid email address". */
const newEmail = z.string().trim().min(1, { error: m.emailInvalid }).pipe(emailField);
const signedInSchema = changeEmailRequestSchema.extend({ email: newEmail });
/** A visitor is asked only for the address; the password comes after logging in. */
const visitorSchema = signedInSchema.extend({ password: z.string() });
type Fields = z.input<typeof signedInSchema>;

/**
 * Change Email (spec section 2): the email field and Send Link, for visitors too. The call needs a
 * token, so a visitor's Send Link asks them to log in and brings them back with the address kept.
 * Signed in, the account's current password is asked for as well, so a borrowed signed-in device
 * cannot move the account; the new address gets a link and the change happens when it is opened.
 */
export function ChangeEmailForm() {
  const { t } = useTranslation('auth');
  const signedIn = Boolean(useSession());
  return (
    <div className="container py-4" style={{ maxWidth: '28rem' }}>
      <h1 className="h2">{t('changeEmail.title')}</h1>
      <p>{t(signedIn ? 'changeEmail.intro' : 'changeEmail.signIn')}</p>
      {/* Signing in or out starts the form afresh, with that state's fields and checks. */}
      <ChangeEmailFields key={String(signedIn)} signedIn={signedIn} />
    </div>
  );
}

function ChangeEmailFields({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const change = useChangeEmail();
  const form = useForm<Fields>({
    resolver: zodResolver(signedIn ? signedInSchema : visitorSchema),
    defaultValues: { email: signedIn ? peekPendingEmail() : '', password: '' },
  });
  // The kept address is used once.
  useEffect(() => {
    if (signedIn) forgetPendingEmail();
  }, [signedIn]);

  const onSubmit = async (fields: Fields) => {
    if (!signedIn) {
      keepPendingEmail(fields.email);
      await navigate(`${paths.login}?returnUrl=${encodeURIComponent(paths.changeEmail)}`);
      return;
    }
    try {
      await change.mutateAsync(fields);
      toast.success(t('changeEmail.success'));
      form.reset({ email: '', password: '' });
    } catch (error) {
      // The address stays as typed; a refused password is shown on its field and emptied.
      showPasswordFailure(form, error, t('changeEmail.failed'), t('changeEmail.network'));
    }
  };

  const busy = form.formState.isSubmitting || change.isPending;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="card card-body shadow-sm" aria-busy={busy}>
      <EmailField id="change-email" {...formField(form, 'email')} />
      {signedIn && (
        <CurrentPasswordField
          id="change-email-password"
          label={t('changeEmail.password')}
          help={t('changeEmail.passwordHelp')}
          {...formField(form, 'password')}
        />
      )}
      <BusyButton busy={busy} busyText={t('changeEmail.busy')}>
        {t('changeEmail.button')}
      </BusyButton>
    </form>
  );
}
