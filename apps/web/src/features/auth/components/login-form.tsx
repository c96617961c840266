import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { emailField } from '@vivaha/shared/identity';
import { validationMessages as m } from '@vivaha/shared/messages';

import { InputField } from '@/components/input-field';
import { useTranslation } from '@/lib/i18n';
import { session } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCaptchaToken } from '@/lib/use-bot-check';

import { failureText } from '../api/identity-answer';
import { useLogin } from '../api/login';

const schema = z.object({
  email: emailField,
  password: z.string().min(1, { error: m.passwordRequired }),
});
type Fields = z.input<typeof schema>;

/**
 * Why the last try failed, under the form's button: inside the dialog, where the eyes are, as well
 * as in the toast the spec names.
 */
export function FormFailure({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <div className="alert alert-danger mt-3 mb-0" role="alert">
      {text}
    </div>
  );
}

/** Email and password; on success the session is kept and the caller moves on (spec section 4). */
export function LoginForm({ variant, onSuccess }: { variant: 'modal' | 'page'; onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const captcha = useCaptchaToken();
  const login = useLogin();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const onSubmit = async ({ email, password }: Fields) => {
    setFailure(undefined);
    const captchaToken = await captcha();
    if (!captchaToken) return;
    try {
      const answer = await login.mutateAsync({ email, password, captchaToken });
      queryClient.clear();
      session.signIn(answer.token, answer.cxName);
      toast.success(t(variant === 'page' ? 'login.successPage' : 'login.success'));
      onSuccess();
    } catch (error) {
      const text = failureText(error, t('login.failed'), t('login.network'));
      setFailure(text);
      toast.error(text);
    }
  };

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
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? t('login.busy') : t('login.button')}
      </button>
      <FormFailure text={failure} />
    </form>
  );
}
