import { useMutation } from '@tanstack/react-query';

import { identityAnswerSchema } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/confirmemail: the link from the mail; works signed in or not. */
export const confirmEmail = async (token: string) =>
  expectSuccess(await identity('confirmemail', identityAnswerSchema, { method: 'POST', body: { token } }));

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
