import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, expect, vi } from 'vitest';

import { session } from '@/lib/session';

/** Shows where the app went (path and query), so a test can check a navigation. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders a screen at `route` (matched by `path`) with the app's providers and the toasts. */
export function renderScreen(
  screen: ReactElement,
  { route = '/', path = '*', state }: { route?: string; path?: string; state?: unknown } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[state === undefined ? route : { ...parsePath(route), state }]}>
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

/** A form's refusal shows twice: in the alert under the form's button, and in a toast. */
export async function refused(text: string) {
  const shown = await screen.findAllByText(text);
  expect(shown.find((node) => node.closest('form'))).toHaveAttribute('role', 'alert');
  expect(shown.some((node) => node.closest('.Toastify'))).toBe(true);
}

/** A JSON answer; a new Response each time, as a body can be read only once. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The calls a stubbed fetch received: method, URL, body, and the body read as JSON when it is a string. */
export const calls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url, init]) => {
    const { method = 'GET', body } = (init as RequestInit | undefined) ?? {};
    return {
      method,
      url: new URL(String(url)),
      body,
      json: typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined,
    };
  });

/** The addresses a stubbed fetch was called with. */
export const fetchedUrls = (fetchMock: { mock: { calls: unknown[][] } }) => calls(fetchMock).map((call) => call.url);

/** What a stubbed fetch answers a call with. */
type FetchAnswer = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/**
 * For the tests of a describe block: fetch is stubbed before each one, answering with `answer`
 * when given (a test may still answer otherwise), and undone after. Answers the stub.
 */
export function stubbedFetch(answer?: FetchAnswer) {
  const fetchMock = vi.fn();
  beforeEach(() => {
    if (answer) fetchMock.mockImplementation(answer);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}

/**
 * For the tests of a describe block: a member is signed in (on a device holding `token`) and
 * fetch is stubbed as by `stubbedFetch` before each one, and both are undone after. Answers the stub.
 */
export function signedInWithFetch(
  name = 'Sunil',
  { answer, token = 'member-token' }: { answer?: FetchAnswer; token?: string } = {},
) {
  beforeEach(() => session.signIn(token, name));
  // Fetch is stubbed after these hooks, so it is undone before the sign-out: after a test, hooks run in reverse.
  afterEach(() => session.signOut('logout'));
  return stubbedFetch(answer);
}
