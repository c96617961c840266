import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/http';
import type { SearchFilters } from '@/lib/search-query';

import { savedSearchesKey } from './list-saved-searches';
import { madeSchema } from './schemas';

export interface SavedSearchInput {
  name: string;
  filters: SearchFilters;
}

/** POST /api/savedsearches: 201 with the new id; 409 past the limit, 400 for a bad name. */
export const addSavedSearch = (body: SavedSearchInput) => api('savedsearches', madeSchema(), { method: 'POST', body });

export function useAddSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSavedSearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
