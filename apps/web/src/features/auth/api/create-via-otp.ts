import { useMutation } from '@tanstack/react-query';

import type { CreateViaOtpRequest, IdentityAnswer } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/createviaotp: register, step two. */
export const createViaOtp = async (body: CreateViaOtpRequest) =>
  expectSuccess(await identity<IdentityAnswer>('createviaotp', { method: 'POST', body }));

export const useCreateViaOtp = () => useMutation({ mutationFn: createViaOtp });
