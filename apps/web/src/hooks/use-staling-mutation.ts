import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A query a change makes out of date: asked again unless `refetchType` is 'none'; `wait` holds the change until it is. */
export interface StaleQuery {
  queryKey: QueryKey;
  refetchType?: 'none';
  wait?: boolean;
}

/**
 * A call that changes something on the server; once it succeeds, the queries `stale` names for its
 * variables are marked out of date in turn, and the mutation settles when those marked `wait` are
 * fresh again (the others refresh behind it).
 */
export function useStalingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  stale: (variables: TVariables) => StaleQuery[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_answer, variables) => {
      const waits = stale(variables).map(({ wait, ...filters }) => {
        const refreshed = queryClient.invalidateQueries(filters);
        return wait ? refreshed : undefined;
      });
      await Promise.all(waits);
    },
  });
}
