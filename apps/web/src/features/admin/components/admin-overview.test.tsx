import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { AdminOverview as Overview } from '@vivaha/shared/admin';

import { calls, json, renderScreen, stubbedFetch } from '@/test/render';

import { AdminOverview } from './admin-overview';

/** Twelve Mondays from 2 Feb 2026, with numbers that are easy to find. */
const weeks = Array.from({ length: 12 }, (_, index) => {
  const start = new Date(Date.UTC(2026, 1, 2 + index * 7)).toISOString().slice(0, 10);
  return { week: `2026-W${String(6 + index).padStart(2, '0')}`, start, published: index, requests: index * 10 };
});
const overview: Overview = {
  waitingForReview: 17,
  openReports: 5,
  reportedProfiles: 3,
  publishedThisWeek: 11,
  requestsThisWeek: 110,
  weeks,
};

describe('AdminOverview', () => {
  const fetchMock = stubbedFetch();
  beforeEach(() => {
    fetchMock.mockImplementation(async (url: URL) =>
      String(url).endsWith('/photo-checks')
        ? json({ items: [{ profileid: 9, name: 'Nimal', pose: 'palm', sentOn: '2026-11-28T10:00:00.000Z' }] })
        : json(overview),
    );
  });

  it('shows the counts the team works from, each with the way to its queue', async () => {
    renderScreen(<AdminOverview />, { route: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Open the review queue' });
    expect(calls(fetchMock).map((call) => call.url.pathname)).toEqual(
      expect.arrayContaining(['/api/admin/overview', '/api/admin/photo-checks']),
    );
    const counts = screen.getAllByRole('listitem').filter((item) => item.classList.contains('overview-count'));
    expect(counts.map((item) => item.textContent)).toEqual([
      '17Profiles waiting for reviewOpen the review queue',
      '5Open reportson 3 profilesOpen the reports',
      '11Profiles published this week',
      '110Requests this week',
    ]);
    expect(screen.getByRole('link', { name: 'Open the review queue' })).toHaveAttribute('href', '/admin/profile');
    expect(screen.getByRole('link', { name: 'Open the reports' })).toHaveAttribute('href', '/admin/reports');
    // The photos sent for the team's photo check, each a link to its profile.
    const waiting = await screen.findByRole('region', { name: '1 photo check waiting' });
    expect(within(waiting).getByRole('link', { name: 'Nimal' })).toHaveAttribute('href', '/admin/profile/9');
  });

  it('gives the twelve weeks as a table, oldest first, beside the chart', async () => {
    renderScreen(<AdminOverview />, { route: '/admin' });
    expect(await screen.findByRole('heading', { level: 2, name: 'The last 12 weeks' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Weeks run from Monday to Sunday/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'Profiles published', 'Requests']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('2 Feb00');
    expect(rows[11]).toHaveTextContent('20 Apr11110');
    expect(within(rows[11]!).getByRole('rowheader').querySelector('time')).toHaveAttribute('datetime', '2026-04-20');
    // The drawing is for the eye; its numbers are the table's.
    const chart = document.querySelector('.week-chart')!;
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart.querySelectorAll('rect')).toHaveLength(24);
    expect(chart.querySelector('.week-chart__tick--top')).toHaveTextContent('200');
  });

  it('says so when the overview cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500));
    renderScreen(<AdminOverview />, { route: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The overview could not be loaded.');
  });
});
