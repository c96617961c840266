import { identityAnswerSchema, type UpdateUserRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

import { meKey } from './get-me';
import { userDetailsQueryOptions } from './get-user-details';
import { expectSuccess } from './identity-answer';

/** POST /identity/updateuser */
export const updateUser = async (body: UpdateUserRequest) =>
  expectSuccess(await identity('updateuser', identityAnswerSchema, { method: 'POST', body }));

export const useUpdateUser = () => useRefreshingMutation(updateUser, [userDetailsQueryOptions().queryKey, meKey]);
