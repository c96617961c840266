import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';

import { deleteAccountRequestSchema } from '@vivaha/shared/identity';
import { paths } from '@vivaha/shared/routes';

import { InputField } from '@/components/input-field';
import { useTranslation } from '@/lib/i18n';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';

import { useDeleteAccount } from '../api/delete-account';
import { useMe } from '../api/get-me';
import { failureText, refusedPassword } from '../api/identity-answer';

/** The typed word is compared as a person reads it: spaces around it and letter case do not matter. */
const sameWord = (typed: string, word: string) => typed.trim().toLocaleLowerCase() === word.toLocaleLowerCase();

/**
 * Delete my account: the password again and a word typed in the page's language, then the account
 * goes at once (the server checks the password; the word guards against a slip of the hand).
 */
export function DeleteAccountForm() {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const word = t('myData.delete.word');
  const schema = useMemo(
    () =>
      deleteAccountRequestSchema.extend({
        confirm: z
          .string()
          .refine((typed) => sameWord(typed, word), { error: t('myData.delete.confirmWrong', { word }) }),
      }),
    [t, word],
  );
  type Fields = z.input<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });

  const onSubmit = async ({ password }: Fields) => {
    try {
      const answer = await remove.mutateAsync({ password });
      session.signOut('logout');
      queryClient.clear();
      await navigate(paths.home);
      toast.success(answer.returnText || t('myData.delete.done'));
    } catch (error) {
      const passwordError = refusedPassword(error);
      if (passwordError) {
        resetField('password');
        setError('password', { message: passwordError }, { shouldFocus: true });
      }
      toast.error(failureText(error, t('myData.delete.failed'), t('myData.delete.network')));
    }
  };

  const busy = isSubmitting || remove.isPending;
  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h4 text-danger">
          {t('myData.delete.title')}
        </h2>
        <p>{t('myData.delete.what')}</p>
        <p>{t('myData.delete.kept')}</p>
        <p className="mb-4">
          {me.data?.email ? t('myData.delete.mail', { email: me.data.email }) : t('myData.delete.mailPlain')}
        </p>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={busy}>
          <InputField
            id="delete-password"
            label={t('myData.delete.password')}
            type="password"
            autoComplete="current-password"
            registration={register('password')}
            error={errors.password?.message}
          />
          <InputField
            id="delete-confirm"
            label={t('myData.delete.confirm', { word })}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            registration={register('confirm')}
            error={errors.confirm?.message}
          />
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {busy ? t('myData.delete.busy') : t('myData.delete.button')}
          </button>
        </form>
      </div>
    </section>
  );
}
