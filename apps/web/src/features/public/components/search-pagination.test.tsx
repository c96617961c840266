import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pageWindow } from '@/lib/search-query';
import { renderScreen } from '@/test/render';

import { SearchPagination } from './search-pagination';

const renderPager = (page: number, pageCount: number) =>
  renderScreen(<SearchPagination page={page} pageCount={pageCount} pageTo={(n) => `/profile/search?sx=2&page=${n}`} />);

describe('pageWindow', () => {
  it('keeps two pages each side of the current one, and marks the gaps', () => {
    expect(pageWindow(7, 20, 2)).toEqual(['gap-before', 5, 6, 7, 8, 9, 'gap-after']);
    expect(pageWindow(1, 20, 2)).toEqual([1, 2, 3, 'gap-after']);
    expect(pageWindow(20, 20, 2)).toEqual(['gap-before', 18, 19, 20]);
    expect(pageWindow(2, 3, 2)).toEqual([1, 2, 3]);
  });
});

describe('SearchPagination', () => {
  it('on page 7 of 20 shows first, previous, 5 to 9 between ellipses, next and last', async () => {
    renderPager(7, 20);
    const pager = await screen.findByRole('navigation', { name: 'Search result pages' });
    const items = [...pager.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual([
      '«First page',
      '‹Previous page',
      '…',
      '5',
      '6',
      '7',
      '8',
      '9',
      '…',
      '›Next page',
      '»Last page',
    ]);
    const link = (name: string) => within(pager).getByRole('link', { name });
    expect(link('First page')).toHaveAttribute('href', '/profile/search?sx=2&page=1');
    expect(link('Previous page')).toHaveAttribute('href', '/profile/search?sx=2&page=6');
    expect(link('Next page')).toHaveAttribute('href', '/profile/search?sx=2&page=8');
    expect(link('Last page')).toHaveAttribute('href', '/profile/search?sx=2&page=20');
    expect(link('Page 7')).toHaveAttribute('aria-current', 'page');
    expect(link('Page 5')).not.toHaveAttribute('aria-current');
  });

  it('offers no first or previous link on the first page, and nothing for a single page', async () => {
    const { unmount } = renderPager(1, 3);
    const pager = await screen.findByRole('navigation', { name: 'Search result pages' });
    expect(within(pager).queryByRole('link', { name: 'First page' })).toBeNull();
    expect(within(pager).queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(within(pager).getByRole('link', { name: 'Last page' })).toHaveAttribute(
      'href',
      '/profile/search?sx=2&page=3',
    );
    unmount();
    renderPager(1, 1);
    await screen.findByTestId('location');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
