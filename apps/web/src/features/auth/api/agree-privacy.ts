import { useMutation, useQueryClient } from '@tanstack/react-query';

import { identityAnswerSchema } from '@vivaha/shared/identity';
import { PRIVACY_VERSION } from '@vivaha/shared/retention';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/privacy (signed in): the member agrees to the privacy notice as it is now. */
export const agreePrivacy = async () =>
  expectSuccess(
    await identity('privacy', identityAnswerSchema, { method: 'POST', body: { version: PRIVACY_VERSION } }),
  );

export function useAgreePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agreePrivacy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['identity', 'me'] }),
  });
}
