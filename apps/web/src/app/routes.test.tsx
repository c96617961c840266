import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { searchQueryOptions } from '@/features/public/api/search-profiles';
import { profileViewAnswer, searchAnswer, searchResult } from '@/features/public/public.fixture';
import { readSearch } from '@/lib/search-query';
import { fetchedUrls, json, stubbedFetch } from '@/test/render';

import { newQueryClient } from './app';
import { appRoutes } from './routes';

/** The app's routes at `address`, in a router of their own, as the browser runs them. */
function renderAt(address: string) {
  const queryClient = newQueryClient();
  const router = createMemoryRouter(
    appRoutes(() => queryClient),
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

/** A screen's chunk and its loader's answer come first: longer than a part's usual wait. */
const LOADED = { timeout: 10_000 };

const calls = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchedUrls(fetchMock).filter((url) => url.pathname === path);

// Each test loads a screen's chunk as the browser would: on a busy machine that takes a while.
describe('the routes', { timeout: 20_000 }, () => {
  const fetchMock = stubbedFetch();

  it("fetch a search's results in its loader, through the query cache, and the screen asks nothing again", async () => {
    fetchMock.mockImplementation(async () => json(searchAnswer([searchResult(42, { name: 'Kumari' })])));
    const { queryClient, router } = renderAt('/profile/search?sx=2');
    await waitFor(() => expect(router.state.initialized).toBe(true), LOADED);
    const { queryKey } = searchQueryOptions(readSearch(new URLSearchParams('sx=2')));
    expect(queryClient.getQueryData(queryKey)).toBeDefined();
    expect(await screen.findByRole('article', {}, LOADED)).toHaveTextContent('Kumari');
    expect(calls(fetchMock, '/api/pp/search')).toHaveLength(1);
  });

  it('say Error fetching data when a search cannot be had', async () => {
    fetchMock.mockImplementation(async () =>
      json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/grooms');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent('Error fetching data');
  });

  it('say Error loading profile when a profile cannot be had, and Profile Not Found when there is none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () =>
      json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500),
    );
    const { router } = renderAt('/profile/42_Kumari');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Error loading profile. Please try again later.',
    );
    fetchMock.mockImplementation(async () =>
      json({ statusCode: 404, error: 'Not Found', message: 'No such profile' }, 404),
    );
    await router.navigate('/profile/43_Nobody');
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' }, LOADED)).toBeInTheDocument();
  });

  it("draw a profile from its loader's answer", async () => {
    fetchMock.mockImplementation(async () => json(profileViewAnswer()));
    renderAt('/profile/42_Kumari');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kumari' }, LOADED)).toBeInTheDocument();
    expect(calls(fetchMock, '/api/pp/42')).toHaveLength(1);
  });
});
