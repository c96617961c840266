import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { AdminListItem } from '@vivaha/shared/admin';

import { adminListItem } from '@/test/list-fixtures';
import { adminProfile } from '@/test/profile-fixtures';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';

import { AdminProfileList } from './admin-profile-list';

/**
 * A small server: profiles `ids` (newest first, as the listing sorts them), none reviewed; Publish
 * makes one Active and reviewed, so it leaves the queue.
 */
function fakeServer(fetchMock: ReturnType<typeof vi.fn>, ids: number[]) {
  const published = new Set<number>();
  const item = (id: number): AdminListItem =>
    adminListItem({
      profileId: id,
      name: `Profile ${id}`,
      age: 30,
      dob: '1995-01-01',
      viewCount: 0,
      reviewed: published.has(id),
      active: published.has(id) ? 1 : 0,
      sex: 'Female',
    });
  fetchMock.mockImplementation(async (url: URL, init?: RequestInit) => {
    const address = new URL(String(url));
    const id = Number(address.pathname.split('/').at(-1));
    if (init?.method === 'PUT' && address.pathname.startsWith('/api/admin/publish/')) {
      published.add(id);
      return json({ success: true, message: 'Profile published successfully!' });
    }
    if (address.pathname === '/api/admin/profile') {
      const reviewed = address.searchParams.get('reviewed');
      const page = Number(address.searchParams.get('page'));
      const rows = ids.filter((each) => reviewed === null || String(published.has(each)) === reviewed);
      return json({ items: rows.slice((page - 1) * 10, page * 10).map(item), totalCount: rows.length });
    }
    const row = item(id);
    return json(
      adminProfile({ profileid: id, fk_custid: 40 + id, name: row.name, active: row.active, reviewed: row.reviewed }),
    );
  });
  return published;
}

const renderList = (route = '/admin/profile') => renderScreen(<AdminProfileList />, { route, path: '/admin/profile' });
const panel = () => screen.getByRole('complementary');

/** Opens the list at `route`, reviews `name` in the panel and presses Publish & next. Answers the user. */
async function publishAndNext(name: string, route?: string) {
  const user = userEvent.setup();
  renderList(route);
  await user.click(await screen.findByRole('button', { name }));
  await within(panel()).findByRole('heading', { name });
  await user.click(within(panel()).getByRole('button', { name: 'Publish & next' }));
  return user;
}

describe('reviewing in place', () => {
  const fetchMock = stubbedFetch();
  const publishCalls = () =>
    calls(fetchMock)
      .filter((call) => call.method === 'PUT')
      .map((call) => call.url.pathname + call.url.search);

  it('opens a row’s profile in the panel beside the list, without leaving it', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    fakeServer(fetchMock, [12, 11]);
    const user = userEvent.setup();
    renderList();
    const row = (await screen.findByRole('button', { name: 'Profile 12' })).closest('tr')!;
    await user.click(within(row).getByText('12'));

    expect(await within(panel()).findByRole('heading', { level: 2, name: 'Profile 12' })).toHaveFocus();
    expect(panel()).toHaveAccessibleName('Profile 12');
    // What a reviewer needs: status, signals, photos and the fields.
    expect(within(panel()).getByText('Not reviewed')).toBeInTheDocument();
    expect(within(panel()).getByRole('region', { name: 'Review signals' })).toBeInTheDocument();
    expect(within(panel()).getByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(within(panel()).getByRole('region', { name: 'General Information' })).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Full page' })).toHaveAttribute('href', '/admin/profile/12');
    // The list stays, at the same address, with the row marked.
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Profiles' })).toBeInTheDocument();
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/profile$/);
    expect(open).not.toHaveBeenCalled();
  });

  it('Publish & next publishes, then shows the next profile of the list', async () => {
    const published = fakeServer(fetchMock, [30, 29, 28]);
    const user = await publishAndNext('Profile 30');
    expect(await within(panel()).findByRole('heading', { name: 'Profile 29' })).toHaveFocus();
    expect(publishCalls()).toEqual(['/api/admin/publish/30?ownerid=70']);
    expect(published).toEqual(new Set([30]));
    expect(await screen.findByText('Profile published successfully!')).toBeInTheDocument();
    // Published, it has left the queue.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Profile 30' })).not.toBeInTheDocument());

    // Next skips without publishing.
    await user.click(within(panel()).getByRole('button', { name: 'Next profile' }));
    await within(panel()).findByRole('heading', { name: 'Profile 28' });
    expect(publishCalls()).toHaveLength(1);
  });

  it('loads the next page when the profile was the last of this one', async () => {
    fakeServer(
      fetchMock,
      Array.from({ length: 12 }, (_, index) => 40 - index),
    );
    // All: a published profile stays in the list, so the next one is on page 2.
    await publishAndNext('Profile 31', '/admin/profile?reviewed=all');

    expect(await within(panel()).findByRole('heading', { name: 'Profile 30' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/profile?reviewed=all&page=2'));
    expect(await screen.findByRole('button', { name: 'Profile 29' })).toBeInTheDocument();
  });

  it('says so when the queue is empty', async () => {
    fakeServer(fetchMock, [7]);
    await publishAndNext('Profile 7');

    expect(await within(panel()).findByRole('heading', { name: 'Nothing more to review' })).toHaveFocus();
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'The review queue is empty: every profile has been reviewed.',
    );
    expect(await screen.findByText('No profiles are waiting for review.')).toBeInTheDocument();
  });

  it('says the list has ended, not that the queue is empty, when earlier profiles still wait', async () => {
    fakeServer(fetchMock, [9, 8]);
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Profile 8' }));
    await within(panel()).findByRole('heading', { name: 'Profile 8' });
    await user.click(within(panel()).getByRole('button', { name: 'Next profile' }));
    expect(await within(panel()).findByText('There are no more profiles after this one in the list.')).toBeVisible();
  });

  it('closes on Escape and on Close, and gives the focus back to the row', async () => {
    fakeServer(fetchMock, [5, 4]);
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Profile 4' }));
    expect(await within(panel()).findByRole('heading', { name: 'Profile 4' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile 4' })).toHaveFocus();

    // From the keyboard: Enter on the name opens it, Close closes it.
    await user.keyboard('{Enter}');
    await within(panel()).findByRole('heading', { name: 'Profile 4' });
    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile 4' })).toHaveFocus();
  });

  it('publishes and stays on the profile with Publish, and offers no Publish for a published one', async () => {
    fakeServer(fetchMock, [3]);
    const user = userEvent.setup();
    renderList('/admin/profile?reviewed=all');
    await user.click(await screen.findByRole('button', { name: 'Profile 3' }));
    await within(panel()).findByRole('heading', { name: 'Profile 3' });
    await user.click(within(panel()).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(within(panel()).queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument());
    expect(within(panel()).getByText('Active', { selector: '.badge' })).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Profile 3' })).toHaveFocus();
    expect(publishCalls()).toEqual(['/api/admin/publish/3?ownerid=43']);
  });
});
