import { useMutation } from '@tanstack/react-query';

import type { PermissionRequest, RequestAnswer } from '@vivaha/shared/requests';

import { api } from '@/lib/http';

/** POST /api/pp/requestpermision (spec section 7); the answer may be empty, which the caller reports. */
export const requestPermission = (body: PermissionRequest) =>
  api<RequestAnswer | null>('pp/requestpermision', { method: 'POST', body });

export const useRequestPermission = () => useMutation({ mutationFn: requestPermission });
