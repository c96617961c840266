import { useMutation } from '@tanstack/react-query';

import { loginResponseSchema, type CreateViaOtpRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/createviaotp: register, step two; the answer signs the member in. */
export const createViaOtp = async (body: CreateViaOtpRequest) =>
  expectSuccess(await identity('createviaotp', loginResponseSchema, { method: 'POST', body }));

export const useCreateViaOtp = () => useMutation({ mutationFn: createViaOtp });
