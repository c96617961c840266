import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { MatchesAnswer, MatchesItem } from '@vivaha/shared/match';

import { matchSystemServer } from '@/test/match-system';
import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { searchResult } from '../public.fixture';

import { MatchesPage } from './matches-page';

const item = (id: number, overrides: Partial<MatchesItem> = {}): MatchesItem => ({
  lastSeen: '2026-11-20',
  searchResults: searchResult(id, { name: `Bride ${id}`, sex: 'Female', profileURL: `/profile/${id}_Bride_${id}` }),
  band: 'strong',
  match: { passes: 8, outOf: 10, total: '8 of 10', vetoes: [] },
  apart: null,
  ...overrides,
});

const answer = (overrides: Partial<MatchesAnswer> = {}): MatchesAnswer => ({
  profile: { profileId: 11, name: 'Kasun' },
  system: 'tamil',
  list: 'ranked',
  items: [
    item(21),
    item(22, { band: 'fair', match: { passes: 5, outOf: 10, total: '5 of 10', vetoes: [] } }),
    item(23, { band: 'vetoed', match: { passes: 7, outOf: 10, total: '7 of 10', vetoes: ['Rajju'] } }),
  ],
  ranked: { count: 3, capped: false },
  apart: { count: 40, capped: false },
  ...overrides,
});

const renderMatches = (route = '/matches/11') => renderScreen(<MatchesPage />, { route, path: '/matches/:id' });
const location = () => screen.getByTestId('location').textContent;

describe('MatchesPage', () => {
  const fetchMock = signedInWithFetch('Kasun');
  const matchesCalls = () => calls(fetchMock).filter((call) => call.url.pathname.startsWith('/api/matches/'));
  const system = matchSystemServer(fetchMock);
  const bySystem = (url: URL) => answer({ system: url.searchParams.get('system') === 'sinhala' ? 'sinhala' : 'tamil' });
  const serve = (body: MatchesAnswer | ((url: URL) => MatchesAnswer), status = 200) =>
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) => {
      const address = new URL(String(url));
      if (address.pathname === '/api/matchsystem') return system.answer(init);
      if (address.pathname === '/api/matches') {
        return json({
          items: [
            { profileId: 11, name: 'Kasun', sex: 1, published: true },
            { profileId: 12, name: 'Ruwan', sex: 1, published: true },
            { profileId: 13, name: 'Asela', sex: 1, published: true, reason: 'Add the birth star and padam.' },
            { profileId: 14, name: 'Nuwan', sex: 1, published: false, reason: 'Not published.' },
          ],
        });
      }
      return json(typeof body === 'function' ? body(address) : body, status);
    });

  it('shows each ranked profile with its band, its count and the failed essentials', async () => {
    serve(answer());
    renderMatches();
    expect(await screen.findByRole('heading', { name: 'Horoscope matches for Kasun' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]!).getByText('Strong match')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('8 of 10')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Fair match')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('5 of 10')).toBeInTheDocument();
    expect(within(cards[2]!).getByText(/Does not match on Rajju/)).toBeInTheDocument();
    // The card opens the match panel with this profile and rule set chosen.
    expect(within(cards[0]!).getByRole('link', { name: 'Bride 21' })).toHaveAttribute(
      'href',
      '/profile/21_Bride_21?match=11&system=tamil',
    );
    expect(screen.getByRole('link', { name: /Not ranked/ })).toHaveTextContent('40');
    expect(matchesCalls()[0]!.url.search).toBe('?page=1&pageSize=15&system=tamil&list=ranked');
  });

  it('keeps the rule set, the list and the page in the address', async () => {
    serve((url) =>
      answer({
        system: url.searchParams.get('system') === 'sinhala' ? 'sinhala' : 'tamil',
        list: url.searchParams.get('list') === 'apart' ? 'apart' : 'ranked',
        items:
          url.searchParams.get('list') === 'apart'
            ? [
                item(31, { band: null, match: null, apart: 'approvedOnly' }),
                item(32, { band: null, match: null, apart: 'openProfile' }),
              ]
            : [item(21)],
      }),
    );
    const user = userEvent.setup();
    renderMatches();
    await user.click(await screen.findByRole('link', { name: 'Sinhala porondam' }));
    expect(location()).toBe('/matches/11?system=sinhala');
    await user.click(await screen.findByRole('link', { name: /Not ranked/ }));
    expect(location()).toBe('/matches/11?system=sinhala&list=apart');
    await screen.findByText('Open the profile to see the match.');
    const [kept, closed] = screen.getAllByRole('article');
    expect(
      within(kept!).getByText('This family shows its horoscope only to members they approve.'),
    ).toBeInTheDocument();
    // The card, and its button, go to the profile's request section.
    expect(within(kept!).getByRole('link', { name: 'Ask to see the horoscope' })).toHaveAttribute(
      'href',
      '/profile/31_Bride_31#view-request',
    );
    expect(screen.getByRole('link', { name: 'Bride 31' })).toHaveAttribute('href', '/profile/31_Bride_31#view-request');
    // A protected horoscope not yet opened: no band, and the way to its match on its page.
    expect(within(closed!).getByText('Open the profile to see the match.')).toBeInTheDocument();
    expect(within(closed!).getByRole('link', { name: 'See the match' })).toHaveAttribute(
      'href',
      '/profile/32_Bride_32?match=11&system=sinhala',
    );
    expect(screen.queryByText('Strong match')).not.toBeInTheDocument();
  });

  it('filters without Looking for, and offers the member’s other profiles that can be matched', async () => {
    serve(answer());
    const user = userEvent.setup();
    renderMatches('/matches/11?page=3');
    await screen.findByRole('heading', { name: 'Horoscope matches for Kasun' });
    expect(screen.queryByLabelText('Looking for')).not.toBeInTheDocument();
    await user.click(screen.getByText('Filters'));
    await user.selectOptions(screen.getByLabelText('Religion'), '296');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/matches/11?re=296');
    const other = await screen.findByLabelText('Matches for');
    expect(
      within(other)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kasun', 'Ruwan']);
    await user.selectOptions(other, 'Ruwan');
    expect(location()).toBe('/matches/12?re=296');
  });

  it('says why a profile cannot be matched, with the way to fix it', async () => {
    serve(
      answer({
        reason: 'Add the birth star and padam to this profile to see its horoscope matches.',
        items: [],
        ranked: { count: 0, capped: false },
        apart: { count: 0, capped: false },
      }),
    );
    renderMatches();
    expect(
      await screen.findByText('Add the birth star and padam to this profile to see its horoscope matches.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Kasun' })).toHaveAttribute('href', '/profiles/edit/11');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says a profile that is not published has no matches yet, with the server’s words', async () => {
    const words =
      "Horoscope matches are counted from published profiles only. This profile is waiting for the team's review.";
    serve({ statusCode: 409, error: 'Conflict', message: words } as never, 409);
    renderMatches('/matches/14');
    expect(await screen.findByRole('heading', { name: 'Not published yet' })).toBeInTheDocument();
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Profiles' })).toHaveAttribute('href', '/profiles');
  });

  it('answers a profile that is not the member’s own as not found', async () => {
    serve({ statusCode: 404, error: 'Not Found', message: 'Profile not found.' } as never, 404);
    renderMatches('/matches/99');
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    await waitFor(() => expect(matchesCalls()[0]!.url.pathname).toBe('/api/matches/99'));
  });

  it('opens on the rule set the server names for the profile, and leaves it out of the address', async () => {
    system.opening = { system: 'sinhala', remembered: false };
    serve(bySystem);
    renderMatches();
    await screen.findByRole('heading', { name: 'Horoscope matches for Kasun' });
    expect(system.calls('GET').map((call) => call.url.search)).toEqual(['?profile=11']);
    // The list is asked once, in the profile's own rule set.
    expect(matchesCalls().map((call) => call.url.searchParams.get('system'))).toEqual(['sinhala']);
    expect(screen.getByRole('link', { name: 'Sinhala porondam' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Tamil porutham' })).toHaveAttribute('href', '/matches/11?system=tamil');
    expect(screen.getByRole('link', { name: /Not ranked/ })).toHaveAttribute('href', '/matches/11?list=apart');
    expect(system.calls('PUT')).toHaveLength(0);
  });

  it('keeps a switch for the member and asks the matches again in the new rule set', async () => {
    system.opening = { system: 'sinhala', remembered: true };
    serve(bySystem);
    const user = userEvent.setup();
    renderMatches();
    await user.click(await screen.findByRole('link', { name: 'Tamil porutham' }));
    expect(location()).toBe('/matches/11?system=tamil');
    await waitFor(() => expect(system.calls('PUT').map((call) => call.json)).toEqual([{ system: 'tamil' }]));
    await waitFor(() =>
      expect(matchesCalls().map((call) => call.url.searchParams.get('system'))).toEqual(['sinhala', 'tamil']),
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Tamil porutham' })).toHaveAttribute('aria-current', 'true'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a switch could not be kept, and goes on showing the rule set chosen', async () => {
    system.saving = () =>
      json({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' }, 500);
    serve(bySystem);
    const user = userEvent.setup();
    renderMatches();
    await user.click(await screen.findByRole('link', { name: 'Sinhala porondam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your choice could not be saved: next time, Tamil porutham will open first again.',
    );
    expect(location()).toBe('/matches/11?system=sinhala');
    expect(screen.getByRole('link', { name: 'Sinhala porondam' })).toHaveAttribute('aria-current', 'true');
    expect(matchesCalls().at(-1)!.url.searchParams.get('system')).toBe('sinhala');
    // The rule set on show stays in the address as the member moves on.
    expect(screen.getByRole('link', { name: /Not ranked/ })).toHaveAttribute(
      'href',
      '/matches/11?system=sinhala&list=apart',
    );
  });
});
