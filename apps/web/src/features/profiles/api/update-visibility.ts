import { profileSavedSchema } from '@vivaha/shared/answers';
import type { VisibilityUpdate } from '@vivaha/shared/privacy';

import { api } from '@/lib/http';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

import { profileQueryOptions } from './get-profile';

/** PUT /api/profilecx/{id} with only the visibility choices: saved at once, no review. */
export const updateVisibility = ({ id, body }: { id: number; body: VisibilityUpdate }) =>
  api(`profilecx/${id}`, profileSavedSchema, { method: 'PUT', body });

// Awaited: the owner sees the stored choices once the save is reported.
export const useUpdateVisibility = (id: number) =>
  useRefreshingMutation((body: VisibilityUpdate) => updateVisibility({ id, body }), [profileQueryOptions(id).queryKey]);
