import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';

import { TOAST_AUTO_CLOSE_MS } from '@vivaha/shared/constants';

import { PageSpinner } from '@/components/page-spinner';

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
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover newestOnTop />
    </QueryClientProvider>
  );
}
