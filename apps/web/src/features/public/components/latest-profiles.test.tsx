import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fetchedUrls, json, renderScreen, stubbedFetch } from '@/test/render';

import { cardsAnswer, latestResult } from '../public.fixture';

import { LatestProfiles } from './latest-profiles';

describe('LatestProfiles', () => {
  const fetchMock = stubbedFetch();

  it('lists the latest brides as compact photo cards with their facts, Not provided for gaps, and a View link to a new tab', async () => {
    fetchMock.mockResolvedValue(
      json(
        cardsAnswer([
          latestResult(2, { education: '', sex: 'Female', photoProtected: true }),
          latestResult(4, { sex: 'Female', defaultimage: '/media/4-card.webp' }),
        ]),
      ),
    );
    renderScreen(<LatestProfiles sx={2} />);
    const column = await screen.findByRole('complementary', { name: 'Latest Brides' });
    expect(fetchedUrls(fetchMock)[0]!.search).toBe('?sx=2');
    const [first] = await within(column).findAllByRole('listitem');
    const entry = within(first!);
    expect(entry.getByRole('heading', { name: 'Member 2' })).toBeInTheDocument();
    expect(entry.getByText('ID 2')).toBeInTheDocument();
    expect(entry.getByText('Occupation').nextElementSibling).toHaveTextContent('Engineer');
    expect(entry.getByText('Education').nextElementSibling).toHaveTextContent('Not provided');
    const view = entry.getByRole('link', { name: /^View/ });
    expect(view).toHaveAttribute('href', '/profile/2_Member_2');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener');
    // Her photo is kept back: the drawn bride with a lock; the next shows hers.
    expect(first!.querySelector('img')).toHaveAttribute('src', '/img/bride-photo-protected.svg');
    const [, second] = within(column).getAllByRole('listitem');
    expect(second!.querySelector('img')).toHaveAttribute('src', '/media/4-card.webp');
  });

  it('says Error fetching profiles, or No profiles found', async () => {
    fetchMock.mockResolvedValueOnce(json({ statusCode: 500, message: 'x' }, 500));
    const { unmount } = renderScreen(<LatestProfiles sx={1} />);
    expect(await screen.findByText('Error fetching profiles')).toBeInTheDocument();
    unmount();
    fetchMock.mockResolvedValueOnce(json({ items: [] }));
    renderScreen(<LatestProfiles sx={1} />);
    expect(await screen.findByText('No profiles found')).toBeInTheDocument();
  });
});
