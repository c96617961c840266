import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/http';

import type { SavedSearchInput } from './add-saved-search';
import { savedSearchesKey } from './list-saved-searches';
import { doneSchema } from './schemas';

/** PUT /api/savedsearches/{id}: name and filters together, so a rename sends the filters it had. */
export const updateSavedSearch = ({ id, ...body }: SavedSearchInput & { id: number }) =>
  api(`savedsearches/${id}`, doneSchema(), { method: 'PUT', body });

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
