import { useMutation } from '@tanstack/react-query';

import { identityAnswerSchema, type CreateOtpRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/createotp: register, step one (also Resend OTP). */
export const createOtp = async (body: Omit<CreateOtpRequest, 'domain'>) =>
  expectSuccess(
    await identity('createotp', identityAnswerSchema, {
      method: 'POST',
      body: { domain: window.location.hostname, ...body },
    }),
  );

export const useCreateOtp = () => useMutation({ mutationFn: createOtp });
