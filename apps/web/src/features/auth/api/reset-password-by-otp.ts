import { useMutation } from '@tanstack/react-query';

import type { IdentityAnswer, ResetPasswordByOtpRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/resetpasswordbyotp: reset, step two. */
export const resetPasswordByOtp = async (body: ResetPasswordByOtpRequest) =>
  expectSuccess(await identity<IdentityAnswer>('resetpasswordbyotp', { method: 'POST', body }));

export const useResetPasswordByOtp = () => useMutation({ mutationFn: resetPasswordByOtp });
