import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { MatchAnswer } from '@vivaha/shared/match';
import { profileViewSchema } from '@vivaha/shared/public';

import { matchSystemServer } from '@/test/match-system';
import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { readProfileView } from '../api/get-profile-view';
import { profileViewAnswer } from '../public.fixture';

import { HoroscopeMatch } from './horoscope-match';

const answer = (system: 'tamil' | 'sinhala'): MatchAnswer => ({
  ruleSet: system,
  name: system === 'tamil' ? 'Tamil 10 porutham' : 'Sinhala porondam',
  factors: [
    { id: 'dinam', name: 'Dinam', meaning: 'Health and long life together.', verdict: 'pass', veto: false },
    { id: 'rajju', name: 'Rajju', meaning: 'The husband’s long life.', verdict: 'fail', veto: true },
    {
      id: 'rasi',
      name: 'Rasi',
      meaning: 'Harmony of the two moon signs.',
      verdict: 'unknown',
      veto: false,
      reason: 'A padam is missing.',
    },
  ],
  passes: 1,
  outOf: system === 'tamil' ? 10 : 2,
  total: system === 'tamil' ? '1 of 10' : '1 of 2',
  vetoes: ['Rajju'],
  note: 'Graha porondam and Chevvai dosham need the full chart.',
  bride: { profileId: 42, name: 'Kumari', chevaiThosam: false, chartLink: '' },
  groom: { profileId: 11, name: 'Nimal', chevaiThosam: true, chartLink: 'https://example.org/charts/nimal.pdf' },
});

const view = (options: Parameters<typeof profileViewAnswer>[0]) =>
  readProfileView(profileViewSchema.parse(profileViewAnswer(options)));

type Mine = Array<{ profileId: number; name: string; sex: number; published: boolean; reason?: string }>;

describe('HoroscopeMatch', () => {
  const fetchMock = signedInWithFetch('Nimal');
  const matchCalls = () => calls(fetchMock).filter((call) => call.url.pathname === '/api/pp/42/match');
  const system = matchSystemServer(fetchMock);
  /** The member's own profiles (GET /api/matches), the rule set, and the match answer for every other call. */
  const serve = (mine: Mine, match: (url: URL) => Response) =>
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) => {
      const address = new URL(String(url));
      if (address.pathname === '/api/matchsystem') return system.answer(init);
      return address.pathname === '/api/matches' ? json({ items: mine }) : match(address);
    });
  const bySystem = (url: URL) => json(answer(url.searchParams.get('system') === 'sinhala' ? 'sinhala' : 'tamil'));
  const nimal = { profileId: 11, name: 'Nimal', sex: 1, published: true };

  it('counts the match with the member’s only profile, names the failed essentials, and switches rule set', async () => {
    serve([nimal], (url) => json(answer(url.searchParams.get('system') === 'sinhala' ? 'sinhala' : 'tamil')));
    renderScreen(<HoroscopeMatch view={view({ permisionData: [{ profileId: 11, name: 'Nimal', request: null }] })} />);
    expect(await screen.findByText('1 of 10 match')).toBeInTheDocument();
    expect(matchCalls()[0]!.url.search).toBe('?with=11&system=tamil');
    expect(screen.getByText(/Does not match on Rajju/)).toBeInTheDocument();
    expect(screen.getByText('A padam is missing.')).toBeInTheDocument();
    expect(screen.getByText(/Nimal yes/)).toBeInTheDocument();
    // Graha porondam and Chevvai dosham are left to the chart: the family's chart link is there.
    expect(screen.getByRole('link', { name: "Nimal's chart" })).toHaveAttribute(
      'href',
      'https://example.org/charts/nimal.pdf',
    );
    expect(screen.queryByRole('link', { name: "Kumari's chart" })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sinhala porondam' }));
    expect(await screen.findByText('1 of 2 match')).toBeInTheDocument();
    expect(matchCalls().at(-1)!.url.search).toBe('?with=11&system=sinhala');
  });

  it("opens on the rule set the server names for the member's profile, and asks the match in it only", async () => {
    system.opening = { system: 'sinhala', remembered: false };
    serve([nimal], bySystem);
    renderScreen(<HoroscopeMatch view={view({ permisionData: [{ profileId: 11, name: 'Nimal', request: null }] })} />);
    expect(await screen.findByText('1 of 2 match')).toBeInTheDocument();
    expect(system.calls('GET').map((call) => call.url.search)).toEqual(['?profile=11']);
    expect(matchCalls().map((call) => call.url.search)).toEqual(['?with=11&system=sinhala']);
    expect(screen.getByRole('button', { name: 'Sinhala porondam' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Tamil porutham' })).toHaveAttribute('aria-pressed', 'false');
    // Opening is not choosing: nothing is kept.
    expect(system.calls('PUT')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'All horoscope matches for Nimal' })).toHaveAttribute(
      'href',
      '/matches/11',
    );
  });

  it('keeps a switch for the member and asks the match again in the new rule set', async () => {
    system.opening = { system: 'sinhala', remembered: true };
    serve([nimal], bySystem);
    renderScreen(<HoroscopeMatch view={view({ permisionData: [{ profileId: 11, name: 'Nimal', request: null }] })} />);
    expect(await screen.findByText('1 of 2 match')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tamil porutham' }));
    expect(await screen.findByText('1 of 10 match')).toBeInTheDocument();
    expect(matchCalls().at(-1)!.url.search).toBe('?with=11&system=tamil');
    await waitFor(() => expect(system.calls('PUT').map((call) => call.json)).toEqual([{ system: 'tamil' }]));
    expect(screen.getByRole('button', { name: 'Tamil porutham' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a switch could not be kept, and shows the rule set it counted', async () => {
    system.saving = () =>
      json({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' }, 500);
    serve([nimal], bySystem);
    renderScreen(<HoroscopeMatch view={view({ permisionData: [{ profileId: 11, name: 'Nimal', request: null }] })} />);
    expect(await screen.findByText('1 of 10 match')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sinhala porondam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your choice could not be saved: next time, Tamil porutham will open first again.',
    );
    // The switch and the answer under it agree: Sinhala porondam, counted in it.
    expect(await screen.findByText('1 of 2 match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sinhala porondam' })).toHaveAttribute('aria-pressed', 'true');
    expect(system.calls('PUT').map((call) => call.json)).toEqual([{ system: 'sinhala' }]);
    // The link to all matches carries the rule set on show, since the next visit would not open on it.
    expect(screen.getByRole('link', { name: 'All horoscope matches for Nimal' })).toHaveAttribute(
      'href',
      '/matches/11?system=sinhala',
    );
  });

  it('says under a factor where astrologers read it otherwise', async () => {
    const school = 'Some astrologers also give Dinam to a couple who share this birth star.';
    serve([nimal], () => {
      const differing = answer('tamil');
      differing.factors[0] = { ...differing.factors[0]!, verdict: 'fail', otherSchools: [school] };
      return json(differing);
    });
    renderScreen(<HoroscopeMatch view={view({ permisionData: [{ profileId: 11, name: 'Nimal', request: null }] })} />);
    const line = await screen.findByText(school);
    expect(line.closest('li')).toHaveTextContent(/^✗Dinam/);
    expect(screen.getByText(/ask your family's astrologer which reading they follow/)).toBeInTheDocument();
  });

  it('adds no such line where every reading agrees', async () => {
    serve([nimal], () => json(answer('tamil')));
    renderScreen(<HoroscopeMatch view={view({ permisionData: [{ profileId: 11, name: 'Nimal', request: null }] })} />);
    expect(await screen.findByText('1 of 10 match')).toBeInTheDocument();
    expect(screen.queryByText(/which reading they follow/)).not.toBeInTheDocument();
  });

  it('waits for a choice when the member has several profiles', async () => {
    serve([nimal, { profileId: 12, name: 'Sunil', sex: 1, published: true }], () => json(answer('tamil')));
    const own = [
      { profileId: 11, name: 'Nimal', request: null },
      { profileId: 12, name: 'Sunil', request: null },
    ];
    renderScreen(<HoroscopeMatch view={view({ permisionData: own })} />);
    expect(await screen.findByText('Choose one of your profiles to count the match with.')).toBeInTheDocument();
    expect(matchCalls()).toHaveLength(0);
    await userEvent.setup().selectOptions(screen.getByLabelText('Your profile'), 'Sunil');
    await waitFor(() => expect(matchCalls()[0]!.url.search).toBe('?with=12&system=tamil'));
  });

  it('starts with the profile and rule set chosen on the matches page', async () => {
    serve([nimal, { profileId: 12, name: 'Sunil', sex: 1, published: true }], () => json(answer('sinhala')));
    const own = [
      { profileId: 11, name: 'Nimal', request: null },
      { profileId: 12, name: 'Sunil', request: null },
    ];
    renderScreen(<HoroscopeMatch view={view({ permisionData: own })} />, {
      route: '/profile/42_Kumari?match=12&system=sinhala',
    });
    expect(await screen.findByText('1 of 2 match')).toBeInTheDocument();
    expect(matchCalls()[0]!.url.search).toBe('?with=12&system=sinhala');
    expect(screen.getByLabelText('Your profile')).toHaveValue('12');
  });

  it('does not show with only profiles of the same sex, or without star and padam', async () => {
    serve(
      [
        { profileId: 14, name: 'Kamala', sex: 2, published: true },
        {
          profileId: 15,
          name: 'Ruwan',
          sex: 1,
          published: true,
          reason: 'Add the birth star and padam to this profile.',
        },
      ],
      () => json(answer('tamil')),
    );
    renderScreen(<HoroscopeMatch view={view({ permisionData: [{ profileId: 14, name: 'Kamala', request: null }] })} />);
    await waitFor(() => expect(calls(fetchMock)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Horoscope match' })).not.toBeInTheDocument();
    expect(matchCalls()).toHaveLength(0);
  });

  it('does not show, or ask anything, where the horoscope is closed to this member', async () => {
    renderScreen(
      <HoroscopeMatch
        view={view({ showastro: false, permisionData: [{ profileId: 11, name: 'Nimal', request: null }] })}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Horoscope match' })).not.toBeInTheDocument();
    expect(calls(fetchMock)).toHaveLength(0);
  });

  it('says when the server will not count it', async () => {
    serve([{ profileId: 13, name: 'Anoma', sex: 1, published: true }], () =>
      json(
        { statusCode: 400, error: 'Bad Request', message: 'A horoscope match is counted between a bride and a groom.' },
        400,
      ),
    );
    renderScreen(<HoroscopeMatch view={view({ permisionData: [{ profileId: 13, name: 'Anoma', request: null }] })} />);
    expect(await screen.findByText('A horoscope match is counted between a bride and a groom.')).toBeInTheDocument();
  });
});
