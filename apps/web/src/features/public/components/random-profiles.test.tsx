import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fetchedUrls, json, renderScreen, stubbedFetch } from '@/test/render';

import { cardsAnswer, latestResult } from '../public.fixture';

import { RandomProfiles } from './random-profiles';

describe('RandomProfiles', () => {
  const fetchMock = stubbedFetch();

  it('shows nine cards with the facts, a photo or the gendered placeholder, and View Profile', async () => {
    const results = Array.from({ length: 9 }, (_, index) =>
      latestResult(index + 1, index === 0 ? { defaultimage: '/media/abc-card.webp?sig=1' } : {}),
    );
    results[3] = latestResult(4, {
      livingcity: 'Jaffna',
      ethnicity: 'Sri Lankan Tamil',
      religion: 'Hindu',
      verified: ['phone', 'nic'],
    });
    fetchMock.mockResolvedValue(json(cardsAnswer(results)));
    renderScreen(<RandomProfiles />);

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(9);
    expect(fetchedUrls(fetchMock)[0]!.pathname).toBe('/api/pp/random');

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Member 1' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Photo of Member 1' })).toHaveAttribute('src', '/media/abc-card.webp?sig=1');
    expect(first.getByText('21 years, Kandy')).toBeInTheDocument();
    expect(first.getByText('Sinhalese, Buddhist')).toBeInTheDocument();
    expect(first.getByText('Never Married')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile/1_Member_1');
    // A profile's check badges; none on one without.
    expect(first.queryByRole('list', { name: 'Checks' })).toBeNull();
    expect(within(cards[3]!).getByRole('list', { name: 'Checks' })).toHaveTextContent('Phone verifiedNIC checked');

    // No photo: the placeholder of the profile's sex, sized so the grid does not jump.
    const groom = within(cards[2]!).getByRole('img', { name: 'No photo of Member 3 yet' });
    expect(groom).toHaveAttribute('src', '/img/groom-no-photo.svg');
    expect(groom).toHaveAttribute('loading', 'lazy');
    expect(groom).toHaveAttribute('width', '480');
    expect(within(cards[3]!).getByRole('img')).toHaveAttribute('src', '/img/bride-no-photo.svg');
    expect(within(cards[3]!).getByText('24 years, Jaffna')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('Sri Lankan Tamil, Hindu')).toBeInTheDocument();
  });

  it('says so when the profiles cannot be fetched', async () => {
    fetchMock.mockResolvedValue(json({ statusCode: 500, message: 'Internal Server Error' }, 500));
    renderScreen(<RandomProfiles />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching random profiles');
  });
});
