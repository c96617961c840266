import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { AdminListItem } from '@vivaha/shared/admin';

import { adminListItem, listingColumns } from '@/test/list-fixtures';
import { expectDeletedAfterConfirm, expectNothingDeletedOnCancel } from '@/test/profile-deletion';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';

import { AdminProfileList } from './admin-profile-list';

const nimal = adminListItem();
const kumari: AdminListItem = {
  ...nimal,
  profileId: 12,
  name: 'Kumari',
  reviewed: false,
  active: 60,
  sex: 'Female',
  pendingReview: true,
};

const renderList = (route = '/admin/profile') => renderScreen(<AdminProfileList />, { route, path: '/admin/profile' });

describe('AdminProfileList', () => {
  const fetchMock = stubbedFetch();
  beforeEach(() => {
    fetchMock.mockImplementation(async (_url: URL, init?: RequestInit) =>
      init?.method === 'DELETE'
        ? json({ success: true, message: 'Profile deleted successfully!' })
        : json({ items: [nimal, kumari], totalCount: 25 }),
    );
  });

  const listCalls = () =>
    calls(fetchMock).filter((call) => call.method === 'GET' && call.url.pathname === '/api/admin/profile');
  const lastQuery = () => listCalls().at(-1)!.url.searchParams;

  it('opens on the review queue: page 1 of the Not Reviewed profiles, with a plain address', async () => {
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Profiles' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Nimal' });
    // Only the row with changes waiting for the team carries the mark.
    expect(screen.getAllByTitle('Changes or photos waiting for review')).toHaveLength(1);
    expect(screen.getByRole('row', { name: /Kumari/ })).toHaveTextContent('Waiting for review');
    const [call] = listCalls();
    expect(call!.url.pathname).toBe('/api/admin/profile');
    expect(call!.url.searchParams.get('page')).toBe('1');
    expect(call!.url.searchParams.get('pageSize')).toBe('10');
    expect(call!.url.searchParams.get('reviewed')).toBe('false');
    expect(call!.url.searchParams.has('active')).toBe(false);
    expect(screen.getByLabelText('Reviewed')).toHaveValue('false');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/profile$/);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(listingColumns);
    const kumariRow = screen.getByRole('button', { name: 'Kumari' }).closest('tr')!;
    expect(within(kumariRow).getByText('Suspended')).toBeInTheDocument();
    expect(within(kumariRow).getByRole('link', { name: 'Edit Kumari' })).toHaveAttribute('href', '/Profiles/edit/12');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/admin/profile/new');
  });

  it('marks the rows the team should look at, each profile with the same contact a link', async () => {
    const flagged: AdminListItem = {
      ...kumari,
      heldForReview: true,
      signals: { sameContactAs: [11, 30], sameNicAs: [44], phoneOnAccounts: 5, possibleBroker: true, openReports: 2 },
      verified: ['nic'],
    };
    fetchMock.mockImplementation(async () => json({ items: [nimal, flagged], totalCount: 2 }));
    const user = userEvent.setup();
    renderList();
    const row = (await screen.findByRole('button', { name: 'Kumari' })).closest('tr')!;
    const signals = within(row).getByRole('list', { name: 'Review signals' });
    expect(
      within(signals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Hidden after reports',
      '2 open reports',
      'Possible broker',
      'Same contact as profile 11',
      'Same contact as profile 30',
      'Mobile verified on 5 accounts',
      'Same NIC as profile 44',
    ]);
    expect(within(signals).getByRole('link', { name: 'Same NIC as profile 44' })).toHaveAttribute(
      'href',
      '/admin/profile/44',
    );
    // The profile's checks beside the signals; none on a profile without.
    expect(within(row).getByRole('list', { name: 'Checks' })).toHaveTextContent('NIC checked');
    const plain = screen.getByRole('button', { name: 'Nimal' }).closest('tr')!;
    expect(within(plain).queryByRole('list', { name: 'Checks' })).toBeNull();
    const same = within(signals).getByRole('link', { name: 'Same contact as profile 30' });
    expect(same).toHaveAttribute('href', '/admin/profile/30');
    expect(same).toHaveAttribute('target', '_blank');
    // Following a signal's link does not also open the row's profile.
    await user.click(same);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    const nimalRow = screen.getByRole('button', { name: 'Nimal' }).closest('tr')!;
    expect(within(nimalRow).queryByRole('list', { name: 'Review signals' })).not.toBeInTheDocument();
  });

  it('shows no rows from an answer that breaks the contract, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { signals: _left, ...withoutSignals } = nimal;
    fetchMock.mockImplementation(async () => json({ items: [withoutSignals], totalCount: 1 }));
    renderList();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Loading the admin profile list failed', expect.anything()));
    expect(screen.queryByRole('button', { name: 'Nimal' })).not.toBeInTheDocument();
  });

  it('sends the filters and the search, keeps them in the address bar, and starts again from page 1', async () => {
    const user = userEvent.setup();
    renderList('/admin/profile?page=2');
    await screen.findByRole('button', { name: 'Nimal' });
    expect(lastQuery().get('page')).toBe('2');

    // All is a choice like any other: it goes into the address.
    await user.selectOptions(screen.getByLabelText('Reviewed'), 'All');
    await waitFor(() => expect(lastQuery().has('reviewed')).toBe(false));
    expect(lastQuery().get('page')).toBe('1');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/profile?reviewed=all');

    await user.selectOptions(screen.getByLabelText('Reviewed'), 'Reviewed');
    await waitFor(() => expect(lastQuery().get('reviewed')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    await user.selectOptions(screen.getByLabelText('Active'), 'Removed');
    await waitFor(() => expect(lastQuery().get('active')).toBe('99'));
    expect(lastQuery().get('page')).toBe('1');
    expect(lastQuery().get('reviewed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    await user.type(screen.getByLabelText('Search'), 'Kum');
    await waitFor(() => expect(lastQuery().get('searchText')).toBe('Kum'));
    expect(lastQuery().get('page')).toBe('1');
    // One request for the typed word, not one a letter.
    expect(listCalls().filter((call) => call.url.searchParams.has('searchText'))).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/profile?searchText=Kum&reviewed=true&active=99');

    // Back to the queue: the address drops the default again.
    await user.selectOptions(screen.getByLabelText('Active'), 'All');
    await user.selectOptions(screen.getByLabelText('Reviewed'), 'Not Reviewed');
    await waitFor(() => expect(lastQuery().get('reviewed')).toBe('false'));
    expect(lastQuery().has('active')).toBe(false);
    expect(lastQuery().get('searchText')).toBe('Kum');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/profile\?searchText=Kum$/);
  });

  it('reads All from the address', async () => {
    renderList('/admin/profile?reviewed=all');
    await screen.findByRole('button', { name: 'Nimal' });
    expect(lastQuery().has('reviewed')).toBe(false);
    expect(screen.getByLabelText('Reviewed')).toHaveValue('');
  });

  it('reads an unknown Reviewed filter as the queue', async () => {
    renderList('/admin/profile?reviewed=maybe');
    await screen.findByRole('button', { name: 'Nimal' });
    expect(lastQuery().get('reviewed')).toBe('false');
  });

  it('reads the filters from the address bar', async () => {
    renderList('/admin/profile?reviewed=true&active=0&searchText=Nim&page=2');
    await screen.findByRole('button', { name: 'Nimal' });
    expect(Object.fromEntries(lastQuery())).toMatchObject({
      reviewed: 'true',
      active: '0',
      searchText: 'Nim',
      page: '2',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('Nim');
    expect(screen.getByLabelText('Reviewed')).toHaveValue('true');
    expect(screen.getByLabelText('Active')).toHaveValue('0');
  });

  it('deletes after Confirm in the toast, says so and reloads; Delete does not open the row', async () => {
    renderList();
    await expectDeletedAfterConfirm(fetchMock, {
      name: 'Kumari',
      path: '/api/admin/profile/12',
      listCalls,
      whileAsking: () => expect(screen.queryByRole('complementary')).not.toBeInTheDocument(),
    });
  });

  it('deletes nothing when the admin cancels', async () => {
    renderList();
    await expectNothingDeletedOnCancel(fetchMock, 'Nimal');
    expect(screen.queryByText('Profile deleted successfully!')).not.toBeInTheDocument();
  });

  it('says so when the delete fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('button', { name: 'Delete Nimal' });
    fetchMock.mockImplementation(async () => json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500));
    await user.click(screen.getByRole('button', { name: 'Delete Nimal' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Error occurred while deleting the profile.')).toBeInTheDocument();
  });

  it('asks again on Refresh', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('button', { name: 'Nimal' });
    const before = listCalls().length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
  });
});
