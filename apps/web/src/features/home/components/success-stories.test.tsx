import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

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

/** The faces the page adds (jsdom has no FontFace of its own): family, weight and how each is shown. */
function watchFontFaces() {
  const added: string[] = [];
  vi.stubGlobal(
    'FontFace',
    class {
      family: string;
      descriptors: { weight: string; display: string };
      constructor(family: string, _source: string, descriptors: { weight: string; display: string }) {
        this.family = family;
        this.descriptors = descriptors;
      }
      load = () => Promise.resolve(this);
    },
  );
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      add: (face: { family: string; descriptors: { weight: string; display: string } }) =>
        added.push(`${face.family} ${face.descriptors.weight} ${face.descriptors.display}`),
    },
  });
  return added;
}

describe('SuccessStories', () => {
  const fetchMock = stubbedFetch();
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'fonts');
  });

  it("shows each published story in its own language, with the couple's names and place", async () => {
    const faces = watchFontFaces();
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
    // The Sinhala story's letters get their font on this English page, shown as soon as it comes;
    // no Tamil one is needed.
    expect(faces).toEqual(['Noto Sans Sinhala 400 swap', 'Noto Sans Sinhala 700 swap']);
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
