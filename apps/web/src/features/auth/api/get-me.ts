import { queryOptions, useQuery } from '@tanstack/react-query';

import { identity } from '@/lib/http';
import { useSession } from '@/lib/session';

/** GET /identity/me: the signed-in account (name, admin or not). */
export const getMe = () =>
  identity(
    'me',
    import('@vivaha/shared/identity').then((schemas) => schemas.meResponseSchema),
  );

/** The key of every account's answer: a change to the account makes each stale. */
export const meKey = ['identity', 'me'] as const;

export const meQueryOptions = (token: string | undefined) =>
  queryOptions({ queryKey: [...meKey, token], queryFn: getMe, enabled: Boolean(token), staleTime: 5 * 60_000 });

export function useMe() {
  const current = useSession();
  return useQuery(meQueryOptions(current?.token));
}
