import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';

import { PageSpinner } from '@/components/page-spinner';
import { Toasts } from '@/components/toasts';

/** The query cache's defaults, the same in the browser and on the server. */
export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });

/** The providers every screen runs in; `children` is the router (the browser's or the server's). */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      <Toasts />
    </QueryClientProvider>
  );
}
