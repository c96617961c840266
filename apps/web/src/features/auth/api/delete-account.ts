import { useMutation } from '@tanstack/react-query';

import { identityAnswerSchema, type DeleteAccountRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/deleteaccount (signed in): deletes the account and everything in it. */
export const deleteAccount = async (body: DeleteAccountRequest) =>
  expectSuccess(await identity('deleteaccount', identityAnswerSchema, { method: 'POST', body }));

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
