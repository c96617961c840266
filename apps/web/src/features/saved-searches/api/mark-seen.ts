import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/http';

import { savedSearchesKey } from './list-saved-searches';
import { doneSchema } from './schemas';

/** POST /api/savedsearches/{id}/seen: what is published from now on counts as new. */
export const markSeen = (id: number) => api(`savedsearches/${id}/seen`, doneSchema(), { method: 'POST' });

/**
 * Marks a search seen as it is opened. Nothing waits for it and a failure only leaves the count as
 * it was; the options' callbacks still run once the screen that opened it is gone.
 */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSeen,
    onError: (error, id) => console.error('Marking saved search', id, 'as seen failed', error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
