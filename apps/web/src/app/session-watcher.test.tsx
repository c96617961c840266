import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';

import { RequireAuth } from '@/features/auth/components/require-auth';
import { api, ignoredAnswer } from '@/lib/http';
import { signedInWithFetch } from '@/test/render';

import { SessionWatcher } from './session-watcher';

const refused = () =>
  new Response(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Token expired.' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

describe('SessionWatcher', () => {
  const fetchMock = signedInWithFetch();

  it('on a 401 from any call: says the session ended, forgets what was loaded, and asks to log in again', async () => {
    const client = new QueryClient();
    client.setQueryData(['profiles', 'mine'], { items: [{ name: 'Nimal' }] });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <SessionWatcher />
          <Routes>
            <Route
              path="/dashboard"
              element={
                <RequireAuth>
                  <p>My Profiles</p>
                </RequireAuth>
              }
            />
            <Route path="/login" element={<p>Login screen</p>} />
          </Routes>
        </MemoryRouter>
        <ToastContainer />
      </QueryClientProvider>,
    );
    expect(screen.getByText('My Profiles')).toBeInTheDocument();

    fetchMock.mockResolvedValue(refused());
    await expect(api('pp/myrequests', ignoredAnswer)).rejects.toMatchObject({ status: 401 });

    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(client.getQueryData(['profiles', 'mine'])).toBeUndefined();
  });
});
