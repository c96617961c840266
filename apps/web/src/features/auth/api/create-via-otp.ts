import { useMutation } from '@tanstack/react-query';

import { identityAnswerSchema, type CreateViaOtpRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/createviaotp: register, step two. */
export const createViaOtp = async (body: CreateViaOtpRequest) =>
  expectSuccess(await identity('createviaotp', identityAnswerSchema, { method: 'POST', body }));

export const useCreateViaOtp = () => useMutation({ mutationFn: createViaOtp });
