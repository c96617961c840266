import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { emailField } from '@vivaha/shared/identity';
import { validationMessages as m } from '@vivaha/shared/messages';

import { BusyButton } from '@/components/busy-button';
import { InputField } from '@/components/input-field';
import { useTranslation } from '@/lib/i18n';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';

import { useLogin } from '../api/login';

import { FormFailure, useGuardedStep } from './form-failure';

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

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

  const busy = isSubmitting || login.isPending;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={busy}>
      <InputField
        id={`${variant}-login-email`}
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        registration={register('email')}
        error={errors.email?.message}
      />
      <InputField
        id={`${variant}-login-password`}
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <BusyButton busy={busy} busyText={t('login.busy')} className="btn btn-primary w-100">
        {t('login.button')}
      </BusyButton>
      <FormFailure text={failure} />
    </form>
  );
}
