import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A call that changes something on the server; once it succeeds, every query under each of `keys`
 * is asked again, and the mutation settles only when they have been (so a screen that waits for
 * the call shows what is now stored).
 */
export function useRefreshingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  keys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
