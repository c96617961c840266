import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { afterCalls, expectLeftOutWhenRefused } from '@/test/home-bands';
import { fetchedUrls, json, renderScreen, stubbedFetch } from '@/test/render';

import { friendlyCount, SiteFactsBand } from './site-facts';

describe('friendlyCount', () => {
  it('rounds down to tens below a hundred, then to two significant figures, and hides counts below 10', () => {
    expect([0, 9, 10, 47, 99, 100, 347, 1234, 56_789, 1_234_567].map(friendlyCount)).toEqual([
      undefined,
      undefined,
      10,
      40,
      90,
      100,
      340,
      1200,
      56_000,
      1_200_000,
    ]);
  });
});

describe('SiteFactsBand', () => {
  const fetchMock = stubbedFetch();

  it('shows the counts as round figures, leaving out one too small to mean anything', async () => {
    fetchMock.mockResolvedValue(json({ profiles: 1234, families: 9, introductions: 47 }));
    renderScreen(<SiteFactsBand />);
    expect(await screen.findByRole('heading', { name: 'Vivaha so far' })).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)[0]!.pathname).toBe('/api/pp/facts');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const figures = screen.getAllByRole('definition').map((figure) => figure.textContent);
    expect(terms).toEqual(['published profiles', 'introductions approved']);
    expect(figures).toEqual(['1,200+', '40+']);
    expect(screen.queryByText('families joined')).not.toBeInTheDocument();
  });

  it('shows nothing while loading, nor when every count is small, nor when the call fails', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { container, unmount } = renderScreen(<SiteFactsBand />);
    expect(container.querySelector('.home-facts')).toBeNull();
    answer(json({ profiles: 8, families: 5, introductions: 0 }));
    await afterCalls(fetchMock, 1);
    expect(container.querySelector('.home-facts')).toBeNull();
    unmount();

    await expectLeftOutWhenRefused(fetchMock, <SiteFactsBand />, '.home-facts');
  });
});
