import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { MatchSystem } from '@vivaha/shared/constants';

import { api } from '@/lib/http';
import type { SearchFilters } from '@/lib/search-query';

import { savedSearchesKey } from './list-saved-searches';
import { madeSchema, savedSearchSchemas } from './schemas';

export const preferencesKey = (profileId: number) => ['preferences', profileId] as const;

/** GET /api/profilecx/{id}/preferences: the saved ones, or a suggestion from the profile (`saved: false`). */
export const getPreferences = (profileId: number, signal?: AbortSignal) =>
  api(
    `profilecx/${profileId}/preferences`,
    savedSearchSchemas().then((schemas) => schemas.preferencesSchema),
    { signal },
  );

export const preferencesQueryOptions = (profileId: number) =>
  queryOptions({
    queryKey: preferencesKey(profileId),
    queryFn: ({ signal }) => getPreferences(profileId, signal),
  });

export const usePreferences = (profileId: number) => useQuery(preferencesQueryOptions(profileId));

export interface PreferencesInput {
  filters: SearchFilters;
  /** "Horoscope must match" under this rule set; null when it need not. */
  horoscopeSystem: MatchSystem | null;
}

/** PUT /api/profilecx/{id}/preferences: saves them as the profile's saved search, whose id it answers. */
export const savePreferences = (profileId: number, body: PreferencesInput) =>
  api(`profilecx/${profileId}/preferences`, madeSchema(), { method: 'PUT', body });

export function useSavePreferences(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesInput) => savePreferences(profileId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: preferencesKey(profileId) }),
        queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
      ]),
  });
}
