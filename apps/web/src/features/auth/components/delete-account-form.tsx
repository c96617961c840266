import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';

import { deleteAccountRequestSchema } from '@vivaha/shared/identity';
import { paths } from '@vivaha/shared/routes';

import { BusyButton } from '@/components/busy-button';
import { InputField } from '@/components/input-field';
import { formField } from '@/lib/form-field';
import { useTranslation } from '@/lib/i18n';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';

import { useDeleteAccount } from '../api/delete-account';
import { useMe } from '../api/get-me';

import { CurrentPasswordField } from './account-fields';
import { MyDataSection } from './my-data-section';
import { showPasswordFailure } from './password-failure';

/** The typed word is compared as a person reads it: spaces around it and letter case do not matter. */
const sameWord = (typed: string, word: string) => typed.trim().toLocaleLowerCase() === word.toLocaleLowerCase();

/**
 * Delete my account: the password again and a word typed in the page's language, then the account
 * goes at once (the server checks the password; the word guards against a slip of the hand).
 */
export function DeleteAccountForm() {
  const { t } = useTranslation('auth');
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
  const form = useForm<Fields>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });

  const onSubmit = async ({ password }: Fields) => {
    try {
      const answer = await remove.mutateAsync({ password });
      session.signOut('logout');
      queryClient.clear();
      await navigate(paths.home);
      toast.success(answer.returnText || t('myData.delete.done'));
    } catch (error) {
      showPasswordFailure(form, error, t('myData.delete.failed'), t('myData.delete.network'));
    }
  };

  const busy = form.formState.isSubmitting || remove.isPending;
  return (
    <MyDataSection className="card shadow-sm" title={t('myData.delete.title')} danger>
      <p>{t('myData.delete.what')}</p>
      <p>{t('myData.delete.kept')}</p>
      <p className="mb-4">
        {me.data?.email ? t('myData.delete.mail', { email: me.data.email }) : t('myData.delete.mailPlain')}
      </p>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={busy}>
        <CurrentPasswordField
          id="delete-password"
          label={t('myData.delete.password')}
          {...formField(form, 'password')}
        />
        <InputField
          id="delete-confirm"
          label={t('myData.delete.confirm', { word })}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          {...formField(form, 'confirm')}
        />
        <BusyButton busy={busy} busyText={t('myData.delete.busy')} className="btn btn-danger">
          {t('myData.delete.button')}
        </BusyButton>
      </form>
    </MyDataSection>
  );
}
