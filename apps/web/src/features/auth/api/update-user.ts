import { useMutation, useQueryClient } from '@tanstack/react-query';

import { identityAnswerSchema, type UpdateUserRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { userDetailsQueryOptions } from './get-user-details';
import { expectSuccess } from './identity-answer';

/** POST /identity/updateuser */
export const updateUser = async (body: UpdateUserRequest) =>
  expectSuccess(await identity('updateuser', identityAnswerSchema, { method: 'POST', body }));

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['identity', 'me'] }),
      ]),
  });
}
