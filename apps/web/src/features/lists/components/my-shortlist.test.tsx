import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { ListItem } from '@vivaha/shared/lists';

import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { MyHiddenProfiles } from './my-hidden-profiles';
import { MyShortlist } from './my-shortlist';
import type { ProfileCard } from './saved-list';

const card = (profileId: number, name: string): ListItem['card'] => ({
  profileid: profileId,
  name,
  age: 29,
  livingcity: 'Kandy',
  religion: 'Buddhist',
  ethnicity: 'Sinhalese',
  martialstatus: 'Never Married',
  occupation: 'Teacher',
  sex: 'Female',
  profileURL: `/profile/${profileId}_${name}`,
  defaultimage: '',
  residentcountry: 'Sri Lanka',
  astroChevaiThosam: false,
  ChartAvailable: false,
  photoProtected: false,
  verified: [],
  lastSeen: '2026-11-20',
});
const item = (profileId: number, name: string, forProfileId: number | null = null): ListItem => ({
  profileId,
  on: '2026-11-21T08:00:00.000Z',
  forProfileId,
  card: card(profileId, name),
});

/** The card as the app passes it in: here just the name, as a heading. */
const Card: ProfileCard = ({ hit }) => (
  <article>
    <h3>{hit.name}</h3>
  </article>
);

describe('MyShortlist', () => {
  const fetchMock = signedInWithFetch();
  const own = (items: Array<{ profileId: number; name: string; sex: number }>) =>
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) => {
      const { pathname, searchParams } = new URL(String(url));
      if (pathname === '/api/matches') return json({ items: items.map((entry) => ({ ...entry, published: true })) });
      if (init?.method === 'POST') return json({ success: true, message: 'Saved to your shortlist.' });
      const chosen = Number(searchParams.get('for'));
      const all = [item(21, 'Dilini', 7), item(22, 'Nadeesha')];
      const shown = chosen ? all.filter((entry) => entry.forProfileId === chosen) : all;
      return json({ items: shown, totalCount: shown.length });
    });
  const pages = () => calls(fetchMock).filter((call) => call.url.pathname === '/api/shortlist');

  it('lists the saved profiles with the day each was saved', async () => {
    own([{ profileId: 7, name: 'Ruwan', sex: 1 }]);
    renderScreen(<MyShortlist Card={Card} />, { route: '/MyShortlist' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Shortlist' })).toBeVisible();
    const dilini = (await screen.findByRole('heading', { name: 'Dilini' })).closest('li')!;
    expect(
      within(dilini)
        .getByText(/Saved on/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2026-11-21T08:00:00.000Z');
    expect(screen.getByRole('heading', { name: 'Nadeesha' })).toBeVisible();
    // One own profile: nothing to choose between.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(pages()[0]!.url.searchParams.get('page')).toBe('1');
  });

  it('with several own profiles, keeps to one and changes which one a profile is saved for', async () => {
    own([
      { profileId: 7, name: 'Ruwan', sex: 1 },
      { profileId: 9, name: 'Kasun', sex: 1 },
    ]);
    const user = userEvent.setup();
    renderScreen(<MyShortlist Card={Card} />, { route: '/MyShortlist' });
    const nadeesha = (await screen.findByRole('heading', { name: 'Nadeesha' })).closest('li')!;
    await user.selectOptions(await within(nadeesha).findByRole('combobox'), 'Kasun');
    expect(await screen.findByText('Saved for Kasun.')).toBeVisible();
    expect(calls(fetchMock).find((call) => call.method === 'POST')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/shortlist/22' }),
      json: { forProfileId: 9 },
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Saved for' }), 'Ruwan');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/MyShortlist?for=7'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nadeesha' })).toBeNull());
    expect(pages().at(-1)!.url.searchParams.get('for')).toBe('7');
  });

  it('says how to fill an empty shortlist', async () => {
    fetchMock.mockImplementation(async (url: URL) =>
      new URL(String(url)).pathname === '/api/matches' ? json({ items: [] }) : json({ items: [], totalCount: 0 }),
    );
    renderScreen(<MyShortlist Card={Card} />);
    expect(await screen.findByText(/Your shortlist is empty/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search profiles' })).toHaveAttribute('href', '/profile/search');
  });

  it('offers Try again when the list cannot be loaded', async () => {
    fetchMock.mockImplementation(async (url: URL) =>
      new URL(String(url)).pathname === '/api/matches' ? json({ items: [] }) : json({ message: 'down' }, 503),
    );
    renderScreen(<MyShortlist Card={Card} />);
    expect(await screen.findByText('Your shortlist could not be loaded. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('MyHiddenProfiles', () => {
  const fetchMock = signedInWithFetch();
  it('lists the hidden profiles with the day each was hidden', async () => {
    fetchMock.mockImplementation(async () => json({ items: [item(22, 'Nadeesha')], totalCount: 1 }));
    renderScreen(<MyHiddenProfiles Card={Card} />, { route: '/MyHiddenProfiles' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Hidden Profiles' })).toBeVisible();
    expect((await screen.findByRole('heading', { name: 'Nadeesha' })).closest('li')).toHaveTextContent(/Hidden on/);
    expect(calls(fetchMock)[0]!.url.pathname).toBe('/api/hidden');
  });
});
