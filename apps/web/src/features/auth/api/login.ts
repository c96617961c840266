import { useMutation } from '@tanstack/react-query';

import { loginResponseSchema, type LoginRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/login; domain is the page's host, rememberMe always true (spec section 7). */
export const login = async (body: Pick<LoginRequest, 'email' | 'password' | 'captchaToken'>) =>
  expectSuccess(
    await identity('login', loginResponseSchema, {
      method: 'POST',
      body: { domain: window.location.hostname, rememberMe: true, returnUrl: '', ...body },
    }),
  );

export const useLogin = () => useMutation({ mutationFn: login });
