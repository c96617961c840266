import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { emailField } from '@vivaha/shared/identity';
import { validationMessages as m } from '@vivaha/shared/messages';

import { formField } from '@/lib/form-field';
import { useTranslation } from '@/lib/i18n';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';

import { useLogin } from '../api/login';

import { CurrentPasswordField, EmailField } from './account-fields';
import { StepButton, useGuardedStep } from './form-failure';

const schema = z.object({
  email: emailField,
  password: z.string().min(1, { error: m.passwordRequired }),
});
type Fields = z.input<typeof schema>;

/** Email and password; on success the session is kept and the caller moves on (spec section 4). */
export function LoginForm({ variant, onSuccess }: { variant: 'modal' | 'page'; onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const login = useLogin();
  const { failure, run } = useGuardedStep();
  const form = useForm<Fields>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const onSubmit = ({ email, password }: Fields) =>
    run(
      async (captchaToken) => {
        const answer = await login.mutateAsync({ email, password, captchaToken });
        queryClient.clear();
        session.signIn(answer.token, answer.cxName);
        toast.success(t(variant === 'page' ? 'login.successPage' : 'login.success'));
        onSuccess();
      },
      t('login.failed'),
      t('login.network'),
    );

  const busy = form.formState.isSubmitting || login.isPending;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={busy}>
      <EmailField id={`${variant}-login-email`} autoComplete="username" {...formField(form, 'email')} />
      <CurrentPasswordField
        id={`${variant}-login-password`}
        label={t('fields.password')}
        {...formField(form, 'password')}
      />
      <StepButton busy={busy} busyText={t('login.busy')} failure={failure}>
        {t('login.button')}
      </StepButton>
    </form>
  );
}
