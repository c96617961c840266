import { useMutation } from '@tanstack/react-query';

import type { PermissionRequest } from '@vivaha/shared/requests';

import { api } from '@/lib/http';

/** POST /api/pp/requestpermision (spec section 7); an empty answer is an AnswerError, which the caller reports. */
export const requestPermission = (body: PermissionRequest) =>
  api(
    'pp/requestpermision',
    import('@vivaha/shared/answers').then((schemas) => schemas.doneSchema),
    { method: 'POST', body },
  );

export const useRequestPermission = () => useMutation({ mutationFn: requestPermission });
