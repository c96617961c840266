import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { SavedSearch } from '@vivaha/shared/lists';

import { emptyFilters } from '@/lib/search-query';
import { badRequest } from '@/test/error-answers';
import { pressOn } from '@/test/press-on';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';
import { answerFilters } from '@/test/search-fixtures';
import { afterDialogs, answeredDialogs, cancelled, expectAreYouSure, fire } from '@/test/sweetalert';

import { nameError, saveName } from '../test/name-form';

import { MySavedSearches } from './my-saved-searches';

vi.mock('sweetalert2', () => import('@/test/sweetalert'));

/** Buddhist (296) Sinhalese (1) brides of 24 to 30 in Sri Lanka (129). */
const brides: SavedSearch = {
  id: 1,
  name: 'Brides in Colombo',
  filters: answerFilters({ sx: 2, re: 296, ec: 1, rc: 129, af: 24, at: 30 }),
  profileId: null,
  horoscopeSystem: null,
  newCount: 3,
  lastSeenOn: '2025-03-14T09:30:00.000Z',
};
const everyone: SavedSearch = { ...brides, id: 2, name: 'Anyone at all', filters: answerFilters(), newCount: 0 };
const busy: SavedSearch = { ...brides, id: 3, name: 'Grooms', filters: answerFilters({ sx: 1 }), newCount: 100 };
/** Dinesh's partner preferences, named by the server after the profile. */
const dinesh: SavedSearch = {
  ...brides,
  id: 4,
  name: 'Partner preferences: Dinesh',
  filters: answerFilters({ sx: 2, af: 24, at: 34 }),
  profileId: 7,
  horoscopeSystem: 'sinhala',
  newCount: 0,
};

describe('MySavedSearches', () => {
  let items: SavedSearch[];
  let frequency: string;
  let putDigest: (body: { frequency: string }) => Promise<Response>;
  let rename: (body: { name: string }) => Promise<Response>;
  let remove: () => Promise<Response>;
  beforeEach(() => {
    items = [brides, everyone, busy, dinesh];
    frequency = 'weekly';
    putDigest = async (body) => {
      frequency = body.frequency;
      return json({ success: true, message: 'Your choice of new-match mails is saved.' });
    };
    rename = async (body) => {
      items = items.map((item) => (item.id === brides.id ? { ...item, name: body.name } : item));
      return json({ success: true, message: 'Saved search changed.' });
    };
    remove = async () => {
      items = items.filter((item) => item.id !== brides.id);
      return json({ success: true, message: 'Saved search deleted.' });
    };
  });
  const fetchMock = stubbedFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname } = new URL(String(url));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as never) : undefined;
    if (pathname === '/api/digest') return method === 'PUT' ? putDigest(body!) : json({ frequency });
    if (pathname.endsWith('/seen')) return json({ success: true, message: '' });
    if (method === 'PUT') return rename(body!);
    if (method === 'DELETE') return remove();
    return json({ items });
  });
  answeredDialogs();

  const sent = (method: string) =>
    calls(fetchMock)
      .filter((call) => call.method === method)
      .map((call) => ({ path: call.url.pathname, body: call.json }));
  /** Draws the list and opens the rename form of Brides in Colombo. */
  const openRename = async () => {
    const user = await pressOn(<MySavedSearches />, 'Rename Brides in Colombo');
    return { user, field: screen.getByRole('textbox', { name: 'New name for Brides in Colombo' }) };
  };
  const card = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('li')!;

  it('lists each search with its filters in words and what is new', async () => {
    renderScreen(<MySavedSearches />, { route: '/MySavedSearches' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Saved Searches' })).toBeInTheDocument();

    const first = await card('Brides in Colombo');
    expect(within(first).getByText('Brides · 24–30 · Buddhist · Sinhalese · Sri Lanka')).toBeInTheDocument();
    expect(within(first).getByText('3 new')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Rename Brides in Colombo' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete Brides in Colombo' })).toBeInTheDocument();

    const open = await card('Anyone at all');
    expect(within(open).getByText('Everyone')).toBeInTheDocument();
    expect(within(open).queryByText(/new$/)).toBeNull();

    expect(within(await card('Grooms')).getByText('99+ new')).toBeInTheDocument();

    // Partner preferences: changed on their profile, never deleted here.
    const preferences = await card('Partner preferences for Dinesh');
    expect(within(preferences).getByText('Brides · 24–34')).toBeInTheDocument();
    expect(within(preferences).getByText('Horoscope must match: Sinhala porondam')).toBeInTheDocument();
    expect(within(preferences).queryByRole('button', { name: /Delete|Rename/ })).toBeNull();
    expect(within(preferences).getByRole('link', { name: 'Change Partner preferences for Dinesh' })).toHaveAttribute(
      'href',
      '/profiles/7#partner-preferences',
    );
  });

  it('opens a saved search in Profile Search with its filters and marks it seen', async () => {
    const user = userEvent.setup();
    renderScreen(<MySavedSearches />, { route: '/MySavedSearches' });
    await user.click(await screen.findByRole('link', { name: 'Open Brides in Colombo' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/search?sx=2&re=296&ec=1&rc=129&af=24&at=30');
    await waitFor(() => expect(sent('POST')).toEqual([{ path: '/api/savedsearches/1/seen', body: undefined }]));
  });

  it('opens partner preferences whose horoscope must match in that profile’s horoscope matches', async () => {
    const user = userEvent.setup();
    renderScreen(<MySavedSearches />, { route: '/MySavedSearches' });
    await user.click(await screen.findByRole('link', { name: 'Open Partner preferences for Dinesh' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/matches/7?af=24&at=34&system=sinhala');
    await waitFor(() => expect(sent('POST').map((call) => call.path)).toEqual(['/api/savedsearches/4/seen']));
  });

  it('opens partner preferences without a horoscope rule in Profile Search', async () => {
    items = [{ ...dinesh, horoscopeSystem: null }];
    const user = userEvent.setup();
    renderScreen(<MySavedSearches />, { route: '/MySavedSearches' });
    await user.click(await screen.findByRole('link', { name: 'Open Partner preferences for Dinesh' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/search?sx=2&af=24&at=34');
  });

  it('renames in place, keeping the filters, and shows the new name', async () => {
    const { user, field } = await openRename();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Brides in Colombo');
    await saveName(user, field, 'Colombo brides');

    expect(await screen.findByText('Saved search changed.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Colombo brides' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(sent('PUT')).toEqual([
      {
        path: '/api/savedsearches/1',
        body: {
          name: 'Colombo brides',
          filters: { ...emptyFilters, sx: 2, re: 296, ec: 1, rc: 129, af: '24', at: '30' },
        },
      },
    ]);
  });

  it('keeps the typed name and shows the server’s reason beside it when a rename is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    rename = async () => badRequest(nameError, { name: nameError });
    const { user, field } = await openRename();
    await saveName(user, field, '   ');

    expect(await screen.findByText(nameError)).toBeInTheDocument();
    expect(field).toHaveValue('   ');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(nameError);
    expect(field).toHaveFocus();
    // Cancel leaves the name as it was.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Brides in Colombo' })).toBeInTheDocument();
  });

  it('closes the rename form with Escape, back on the Rename button', async () => {
    const user = await pressOn(<MySavedSearches />, 'Rename Brides in Colombo');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename Brides in Colombo' })).toHaveFocus());
    expect(sent('PUT')).toEqual([]);
  });

  it('deletes after "Are you sure?" and says so', async () => {
    await pressOn(<MySavedSearches />, 'Delete Brides in Colombo');
    expect(await screen.findByText('Saved search deleted.')).toBeInTheDocument();
    expectAreYouSure({
      text: expect.stringContaining('You are about to delete the saved search “Brides in Colombo”.'),
      confirmButtonText: 'Yes, delete',
    });
    expect(sent('DELETE').map((call) => call.path)).toEqual(['/api/savedsearches/1']);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Brides in Colombo' })).toBeNull());
    expect(screen.getByRole('heading', { level: 3, name: 'Anyone at all' })).toBeInTheDocument();
  });

  it('deletes nothing when the dialog is cancelled', async () => {
    fire.mockResolvedValue(cancelled);
    await pressOn(<MySavedSearches />, 'Delete Brides in Colombo');
    await afterDialogs();
    expect(sent('DELETE')).toEqual([]);
    expect(screen.getByRole('heading', { level: 3, name: 'Brides in Colombo' })).toBeInTheDocument();
  });

  it('saves the new-match mail choice at once', async () => {
    const user = userEvent.setup();
    renderScreen(<MySavedSearches />);
    expect(await screen.findByRole('heading', { level: 2, name: 'New-match mails' })).toBeInTheDocument();
    expect(
      screen.getByText(/At most one mail per period, listing up to 10 newly published profiles/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Weekly' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    expect(await screen.findByText('Your choice of new-match mails is saved.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(sent('PUT')).toEqual([{ path: '/api/digest', body: { frequency: 'daily' } }]);
  });

  it('puts the mail choice back and says so when it cannot be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let refuse!: (answer: Response) => void;
    putDigest = () => new Promise((resolve) => (refuse = resolve));
    const user = userEvent.setup();
    renderScreen(<MySavedSearches />);
    await user.click(await screen.findByRole('radio', { name: 'Off' }));
    // Shown at once, while the server is asked.
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    refuse(json({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' }, 500));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Off' })).not.toBeChecked();
  });

  it('explains how to save a search when there is none', async () => {
    items = [];
    renderScreen(<MySavedSearches />);
    expect(await screen.findByText(/You have no saved searches yet\. On Profile Search/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Profile Search' })).toHaveAttribute('href', '/profile/search');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) =>
      new URL(String(url)).pathname === '/api/savedsearches'
        ? json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500)
        : answer(url, init),
    );
    const user = userEvent.setup();
    renderScreen(<MySavedSearches />);
    expect(await screen.findByText('Your saved searches could not be loaded. Please try again.')).toBeInTheDocument();
    fetchMock.mockImplementation(answer);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Brides in Colombo' })).toBeInTheDocument();
  });
});
