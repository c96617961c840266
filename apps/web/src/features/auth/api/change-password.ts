import { useMutation } from '@tanstack/react-query';

import { changePasswordResponseSchema, type ChangePasswordRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';
import { session } from '@/lib/session';

import { expectSuccess } from './identity-answer';

/** POST /identity/changepassword; the answer's new token keeps this session signed in. */
export const changePassword = async (body: ChangePasswordRequest) => {
  const answer = expectSuccess(
    await identity('changepassword', changePasswordResponseSchema, { method: 'POST', body }),
  );
  if (answer.token) session.replaceToken(answer.token);
  return answer;
};

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
