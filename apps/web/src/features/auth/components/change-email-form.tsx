import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';

import { changeEmailRequestSchema } from '@vivaha/shared/identity';

import { InputField } from '@/components/input-field';
import { HttpError } from '@/lib/http';
import { useSession } from '@/lib/session';

import { useChangeEmail } from '../api/change-email';
import { failureText } from '../api/identity-answer';

import { useOpenAuthModal } from './auth-modal-context';

type Fields = z.input<typeof changeEmailRequestSchema>;

/**
 * Change Email: the new address gets a link; the change happens when it is opened. The account's
 * current password is asked for, so a borrowed signed-in device cannot move the account.
 */
export function ChangeEmailForm() {
  const { t } = useTranslation('auth');
  const current = useSession();
  const openAuth = useOpenAuthModal();
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (fields: Fields) => {
    try {
      await change.mutateAsync(fields);
      toast.success(t('changeEmail.success'));
      reset({ email: '', password: '' });
    } catch (error) {
      // The address stays as typed; a refused password is shown on its field and emptied.
      const passwordError = error instanceof HttpError ? error.fieldErrors.password : undefined;
      if (passwordError) {
        resetField('password');
        setError('password', { message: passwordError }, { shouldFocus: true });
      }
      toast.error(failureText(error, t('changeEmail.failed'), t('changeEmail.network')));
    }
  };

  const busy = isSubmitting || change.isPending;
  return (
    <div className="container py-4" style={{ maxWidth: '28rem' }}>
      <h1 className="h2">{t('changeEmail.title')}</h1>
      {current ? (
        <>
          <p>{t('changeEmail.intro')}</p>
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="card card-body shadow-sm" aria-busy={busy}>
            <InputField
              id="change-email"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              registration={register('email')}
              error={errors.email?.message}
            />
            <InputField
              id="change-email-password"
              label={t('changeEmail.password')}
              type="password"
              autoComplete="current-password"
              registration={register('password')}
              error={errors.password?.message}
              help={t('changeEmail.passwordHelp')}
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t('changeEmail.busy') : t('changeEmail.button')}
            </button>
          </form>
        </>
      ) : (
        <div className="alert alert-info">
          <p>{t('changeEmail.signIn')}</p>
          <button type="button" className="btn btn-primary" onClick={() => openAuth('login')}>
            {t('login.button')}
          </button>
        </div>
      )}
    </div>
  );
}
