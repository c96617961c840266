import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';

import type { PermissionItem } from '@vivaha/shared/requests';

/** Shows the address, so a test can check what went into the query string. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders a request screen at `route` with the app's providers and the toasts. */
export function renderScreen(screen: ReactElement, route = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="*" element={screen} />
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

/** The calls a stubbed fetch received: method, URL and parsed JSON body. */
export const calls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url, init]) => {
    const { method = 'GET', body } = (init as RequestInit | undefined) ?? {};
    return { method, url: new URL(String(url)), body: typeof body === 'string' ? (JSON.parse(body) as unknown) : body };
  });

/** A request from Nimal (11) to Kumari (21); override what a test needs. */
export const requestItem = (changes: Partial<PermissionItem> = {}): PermissionItem => ({
  id: 1,
  requestProfileId: 11,
  requesterName: 'Nimal Perera',
  receiverProfileId: 21,
  receiverName: 'Kumari Silva',
  isApproved: 0,
  reason: null,
  requestedOn: '2025-03-14T09:30:00.000Z',
  ...changes,
});
