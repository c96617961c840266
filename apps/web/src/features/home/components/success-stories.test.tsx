import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { afterCalls, expectLeftOutWhenRefused } from '@/test/home-bands';
import { fetchedUrls, json, renderScreen, stubbedFetch } from '@/test/render';

import { SuccessStories } from './success-stories';

const story = (id: number, title: string, language = 'en', place = 'Kandy, 2026') => ({
  id,
  title,
  story: `The story of ${title}.`,
  place,
  language,
  publishedOn: '2026-11-20T08:00:00.000Z',
});

/** The scripts whose font sheets the page has added. */
const fontSheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[data-script]')].map((link) => link.dataset.script);

describe('SuccessStories', () => {
  const fetchMock = stubbedFetch();
  afterEach(() => {
    for (const link of document.querySelectorAll('link[data-script]')) link.remove();
  });

  it("shows each published story in its own language, with the couple's names and place", async () => {
    fetchMock.mockResolvedValue(json({ items: [story(2, 'Nimali and Kasun'), story(1, 'කුමුදු සහ අමිල', 'si', '')] }));
    renderScreen(<SuccessStories />);
    const section = await screen.findByRole('region', { name: 'Families who met here' });
    expect(fetchedUrls(fetchMock)[0]!.pathname).toBe('/api/pp/stories');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('figcaption')?.textContent)).toEqual([
      'Nimali and Kasun · Kandy, 2026',
      'කුමුදු සහ අමිල',
    ]);
    expect(items[1]!.querySelector('figure')).toHaveAttribute('lang', 'si');
    expect(within(items[0]!).getByText('The story of Nimali and Kasun.')).toBeInTheDocument();
    expect(section).toHaveTextContent("Shared with both families' consent.");
    // The Sinhala story's letters get their font on this English page (its sheet shows it as soon
    // as it comes); no Tamil one is needed.
    expect(fontSheets()).toEqual(['si']);
  });

  it('shows no section when none is published, nor when the call fails', async () => {
    fetchMock.mockResolvedValueOnce(json({ items: [] }));
    const { container, unmount } = renderScreen(<SuccessStories />);
    await afterCalls(fetchMock, 1);
    expect(container.querySelector('.home-stories, h2')).toBeNull();
    unmount();

    await expectLeftOutWhenRefused(fetchMock, <SuccessStories />, '.home-stories, h2');
  });
});
