import { useMutation } from '@tanstack/react-query';

import { identityAnswerSchema, type ResetPasswordByOtpRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/resetpasswordbyotp: reset, step two. */
export const resetPasswordByOtp = async (body: ResetPasswordByOtpRequest) =>
  expectSuccess(await identity('resetpasswordbyotp', identityAnswerSchema, { method: 'POST', body }));

export const useResetPasswordByOtp = () => useMutation({ mutationFn: resetPasswordByOtp });
