import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';

import { PageSpinner } from '@/components/page-spinner';
import { Toasts } from '@/components/toasts';

import { AppRouter } from './router';

export function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>
        <AppRouter />
      </Suspense>
      <Toasts />
    </QueryClientProvider>
  );
}
