import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { BlockItem } from '@vivaha/shared/privacy';

import { pressOn } from '@/test/press-on';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';
import { afterDialogs, answeredDialogs, cancelled, expectAreYouSure, fire } from '@/test/sweetalert';

import { MyBlockedMembers } from './my-blocked-members';

vi.mock('sweetalert2', () => import('@/test/sweetalert'));

const ruwan: BlockItem = {
  profileId: 12,
  name: 'Ruwan Silva',
  profileURL: '/profile/12_Ruwan_Silva',
  blockedOn: '2025-03-14T09:30:00.000Z',
};
const kasun: BlockItem = { ...ruwan, profileId: 13, name: 'Kasun Dias', profileURL: '/profile/13_Kasun_Dias' };

describe('MyBlockedMembers', () => {
  let items: BlockItem[];
  let totalCount: number;
  let unblock: () => Promise<Response>;
  const fetchMock = stubbedFetch(async (_url, init) =>
    init?.method === 'DELETE' ? unblock() : json({ items, totalCount }),
  );
  answeredDialogs();
  beforeEach(() => {
    items = [ruwan, kasun];
    totalCount = 2;
    unblock = async () => {
      items = items.filter((item) => item !== ruwan);
      totalCount = items.length;
      return json({ success: true, message: 'Unblocked.' });
    };
  });

  const lists = () => calls(fetchMock).filter((call) => call.method === 'GET');
  const deletes = () => calls(fetchMock).filter((call) => call.method === 'DELETE');

  it('lists the blocked members with a link to each profile and the day they were blocked', async () => {
    renderScreen(<MyBlockedMembers />, { route: '/MyBlockedMembers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Blocked Members' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Ruwan Silva' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Ruwan Silva' })).toHaveAttribute('href', '/profile/12_Ruwan_Silva');
    expect(row.querySelector('time')).toHaveAttribute('datetime', ruwan.blockedOn);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Member',
      'Blocked on',
      'Actions',
    ]);
    expect(lists()[0]!.url.pathname).toBe('/api/blocks');
    expect(lists()[0]!.url.searchParams.get('page')).toBe('1');
    expect(lists()[0]!.url.searchParams.get('pageSize')).toBe('10');
  });

  it('unblocks after "Are you sure?", shows the server message and refreshes the list', async () => {
    await pressOn(<MyBlockedMembers />, 'Unblock Ruwan Silva');
    expect(await screen.findByText('Unblocked.')).toBeInTheDocument();
    expectAreYouSure({
      text: expect.stringContaining('You are about to unblock Ruwan Silva.'),
      confirmButtonText: 'Yes, unblock',
    });
    expect(deletes().map((call) => call.url.pathname)).toEqual(['/api/blocks/12']);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ruwan Silva' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Kasun Dias' })).toBeInTheDocument();
  });

  it('unblocks no one when the dialog is cancelled', async () => {
    fire.mockResolvedValue(cancelled);
    await pressOn(<MyBlockedMembers />, 'Unblock Kasun Dias');
    await afterDialogs();
    expect(deletes()).toHaveLength(0);
  });

  it('shows the server’s message when the block was already gone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    unblock = async () => json({ statusCode: 404, error: 'Not Found', message: 'No such block.' }, 404);
    await pressOn(<MyBlockedMembers />, 'Unblock Ruwan Silva');
    expect(await screen.findByText('No such block.')).toBeInTheDocument();
    await waitFor(() => expect(lists().length).toBeGreaterThan(1));
  });

  it('says so when no one is blocked', async () => {
    items = [];
    totalCount = 0;
    renderScreen(<MyBlockedMembers />);
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages with the page in the address', async () => {
    totalCount = 12;
    await pressOn(<MyBlockedMembers />, 'Page 2', { route: '/MyBlockedMembers' });
    await waitFor(() => expect(lists().at(-1)!.url.searchParams.get('page')).toBe('2'));
    expect(screen.getByTestId('location')).toHaveTextContent('/MyBlockedMembers?page=2');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500));
    const user = userEvent.setup();
    renderScreen(<MyBlockedMembers />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your blocked members could not be loaded. Please try again.',
    );
    fetchMock.mockImplementation(async () => json({ items: [kasun], totalCount: 1 }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Kasun Dias' })).toBeInTheDocument();
  });
});
