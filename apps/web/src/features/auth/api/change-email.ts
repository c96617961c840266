import { useMutation } from '@tanstack/react-query';

import { identityAnswerSchema, type ChangeEmailRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/changeemail (signed in): mails a confirmation link to the new address. */
export const changeEmail = async (body: ChangeEmailRequest) =>
  expectSuccess(await identity('changeemail', identityAnswerSchema, { method: 'POST', body }));

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
