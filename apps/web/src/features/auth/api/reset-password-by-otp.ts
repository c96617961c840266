import { useMutation } from '@tanstack/react-query';

import { loginResponseSchema, type ResetPasswordByOtpRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/resetpasswordbyotp: reset, step two; the answer signs the member in with the new password. */
export const resetPasswordByOtp = async (body: ResetPasswordByOtpRequest) =>
  expectSuccess(await identity('resetpasswordbyotp', loginResponseSchema, { method: 'POST', body }));

export const useResetPasswordByOtp = () => useMutation({ mutationFn: resetPasswordByOtp });
