import { useMutation } from '@tanstack/react-query';

import { identityAnswerSchema, type OtpResetPasswordRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/otpresetpassword: reset, step one. */
export const otpResetPassword = async (body: OtpResetPasswordRequest) =>
  expectSuccess(await identity('otpresetpassword', identityAnswerSchema, { method: 'POST', body }));

export const useOtpResetPassword = () => useMutation({ mutationFn: otpResetPassword });
