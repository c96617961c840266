import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PermissionRequest } from '@vivaha/shared/requests';

import { api } from '@/lib/http';

import { publicKey } from './public-schemas';

/** POST /api/pp/requestpermision (spec section 7); an empty answer is an AnswerError, which the caller reports. */
export const requestPermission = (body: PermissionRequest) =>
  api(
    'pp/requestpermision',
    import('@vivaha/shared/answers').then((schemas) => schemas.doneSchema),
    { method: 'POST', body },
  );

export function useRequestPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPermission,
    // The profile page then shows the request as pending, in place of Send Request.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...publicKey, 'profile'] }),
  });
}
