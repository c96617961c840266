import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/http';

import { savedSearchesKey } from './list-saved-searches';
import { doneSchema } from './schemas';

/** DELETE /api/savedsearches/{id}; partner preferences answer 409 (they are changed on the profile). */
export const deleteSavedSearch = (id: number) => api(`savedsearches/${id}`, doneSchema(), { method: 'DELETE' });

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    // Refreshed after a failure too: a 404 means it was already gone (another tab).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
