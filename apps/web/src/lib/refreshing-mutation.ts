import type { QueryKey } from '@tanstack/react-query';

import { useStalingMutation } from '@/hooks/use-staling-mutation';

/**
 * A call that changes something on the server; once it succeeds, every query under each of `keys`
 * is asked again, and the mutation settles only when they have been (so a screen that waits for
 * the call shows what is now stored). `useStalingMutation` with every key waited for.
 */
export function useRefreshingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  keys: readonly QueryKey[],
) {
  return useStalingMutation(mutationFn, () => keys.map((queryKey) => ({ queryKey, wait: true })));
}
