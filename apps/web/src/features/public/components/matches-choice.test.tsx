import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MatchableAnswer } from '@vivaha/shared/match';

import { json, renderScreen, signedInWithFetch } from '@/test/render';

import { MatchesChoice } from './matches-choice';

const notPublished =
  "Horoscope matches are counted from published profiles only. This profile is waiting for the team's review.";
const noStar = 'Add the birth star and padam to this profile to see its horoscope matches.';

describe('MatchesChoice', () => {
  const fetchMock = signedInWithFetch('Kasun');
  const serve = (items: MatchableAnswer['items']) => fetchMock.mockImplementation(async () => json({ items }));
  const row = (name: string) => screen.getByText(name).closest('li')!;

  it('offers the matches of each profile that can be matched, and the way to fix the others', async () => {
    serve([
      { profileId: 11, name: 'Kasun', sex: 1, published: true },
      { profileId: 12, name: 'Asela', sex: 1, published: true, reason: noStar },
      { profileId: 13, name: 'Nuwan', sex: 1, published: false, reason: notPublished },
    ]);
    renderScreen(<MatchesChoice />, { route: '/matches', path: '/matches' });
    // The first answer in a file waits for the schemas' module to load.
    expect(await screen.findByRole('heading', { name: 'Horoscope Matches' }, { timeout: 4000 })).toBeInTheDocument();
    expect(within(row('Kasun')).getByRole('link', { name: 'See matches' })).toHaveAttribute('href', '/matches/11');
    expect(within(row('Asela')).getByRole('link', { name: 'Add star and padam' })).toHaveAttribute(
      'href',
      '/profiles/edit/12',
    );
    // A profile waiting for review: why, and nothing to do here until the team publishes it.
    expect(within(row('Nuwan')).getByText(notPublished)).toBeInTheDocument();
    expect(within(row('Nuwan')).queryByRole('link')).toBeNull();
  });

  it('goes straight to the matches of a single published profile, not to those of one waiting', async () => {
    serve([{ profileId: 13, name: 'Nuwan', sex: 1, published: false, reason: notPublished }]);
    renderScreen(<MatchesChoice />, { route: '/matches', path: '/matches' });
    expect(await screen.findByText(notPublished)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/matches');
  });
});
