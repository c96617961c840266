import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';

/** Shows where the app is, path and query, so a test can check a navigation. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `screen` at `route` (matched by `path`) with the app's providers and the toasts. */
export function renderAt(screen: ReactElement, { route = '/', path = '*' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={screen} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
        <Where />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  );
}

/** A JSON answer; a new Response each time, as a body can be read only once. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The addresses a stubbed fetch was called with. */
export const fetchedUrls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url)));
