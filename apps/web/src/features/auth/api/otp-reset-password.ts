import { useMutation } from '@tanstack/react-query';

import type { IdentityAnswer, OtpResetPasswordRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/otpresetpassword: reset, step one. */
export const otpResetPassword = async (body: OtpResetPasswordRequest) =>
  expectSuccess(await identity<IdentityAnswer>('otpresetpassword', { method: 'POST', body }));

export const useOtpResetPassword = () => useMutation({ mutationFn: otpResetPassword });
