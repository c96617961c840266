import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ViewerItem } from '@vivaha/shared/privacy';

import { calls, json, renderScreen, stubbedFetch } from '@/test/render';
import { afterDialogs, answeredDialogs, cancelled, fire } from '@/test/sweetalert';

import { ProfileViewers } from './profile-viewers';

vi.mock('sweetalert2', () => import('@/test/sweetalert'));

const viewer = (changes: Partial<ViewerItem>): ViewerItem => ({
  profileId: 12,
  name: 'Ruwan Silva',
  profileURL: '/profile/12_Ruwan_Silva',
  via: 'rule',
  sections: ['contact'],
  firstViewedOn: '2025-03-01T08:00:00.000Z',
  lastViewedOn: '2025-03-14T09:30:00.000Z',
  times: 1,
  requestId: null,
  blocked: false,
  ...changes,
});
const ruwan = viewer({ via: 'approved', requestId: 32, times: 3, sections: ['photo', 'contact', 'horoscope'] });
const gone = viewer({ profileId: null, name: 'Nuwan Perera', profileURL: '', sections: ['contact'] });
const kasun = viewer({ profileId: 13, name: 'Kasun Dias', profileURL: '/profile/13_Kasun_Dias', blocked: true });

describe('ProfileViewers', () => {
  const fetchMock = stubbedFetch();
  const onBlock = vi.fn(async () => true);
  let answer: () => Promise<Response>;
  let withdrawal: () => Promise<Response>;
  beforeEach(() => {
    answer = async () => json({ items: [ruwan, gone, kasun], totalCount: 3 });
    withdrawal = async () =>
      json({ success: true, message: 'Approval withdrawn. The other family can no longer see the protected details.' });
    fetchMock.mockImplementation(async (_url: URL, init?: RequestInit) =>
      init?.method === 'POST' ? withdrawal() : answer(),
    );
  });
  answeredDialogs({ isConfirmed: true, value: '' });
  afterEach(() => onBlock.mockClear());

  const renderViewers = () => renderScreen(<ProfileViewers profileId={5} onBlock={onBlock} />);
  const lists = () => calls(fetchMock).filter((call) => call.method === 'GET');
  const posts = () => calls(fetchMock).filter((call) => call.method === 'POST');
  const rows = async () => {
    const table = await screen.findByRole('table', { name: "Members who have seen this profile's protected details" });
    return within(table).getAllByRole('row').slice(1);
  };

  it('lists who saw what, when and why, newest first as the server sends them', async () => {
    renderViewers();
    const [first, second, third] = await rows();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Member',
      'When',
      'What they saw',
      'Why they could',
      'Actions',
    ]);
    expect(within(first!).getByRole('link', { name: 'Ruwan Silva' })).toHaveAttribute(
      'href',
      '/profile/12_Ruwan_Silva',
    );
    const cells = within(first!).getAllByRole('cell');
    expect(cells[1]!.querySelector('time')).toHaveAttribute('datetime', ruwan.lastViewedOn);
    expect(cells[1]).toHaveTextContent(/First on .+, 3 times$/);
    expect(cells[2]).toHaveTextContent('Photos, Contact details, Horoscope');
    expect(cells[3]).toHaveTextContent('You approved their request');

    // A deleted profile keeps the name it had, with no link and nothing to act on.
    expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent('Nuwan PereraDeleted profile');
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(within(second!).queryByRole('button')).toBeNull();
    // Seen once: no first time or count.
    expect(within(second!).getAllByRole('cell')[1]).not.toHaveTextContent(/First on|times/);
    expect(within(third!).getAllByRole('cell')[3]).toHaveTextContent('Published profile of the opposite gender');

    const query = lists()[0]!.url;
    expect(query.pathname).toBe('/api/profilecx/5/viewers');
    expect(query.searchParams.get('page')).toBe('1');
    expect(query.searchParams.get('pageSize')).toBe('10');
  });

  it('offers Withdraw approval only where an approval still stands', async () => {
    renderViewers();
    const [first, second, third] = await rows();
    expect(
      within(first!).getByRole('button', { name: 'Withdraw the approval given to Ruwan Silva' }),
    ).toHaveTextContent('Withdraw approval');
    expect(within(second!).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(within(third!).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('withdraws after "Are you sure?", shows the server message and refreshes', async () => {
    const user = userEvent.setup();
    renderViewers();
    await user.click(await screen.findByRole('button', { name: 'Withdraw the approval given to Ruwan Silva' }));
    expect(
      await screen.findByText('Approval withdrawn. The other family can no longer see the protected details.'),
    ).toBeInTheDocument();
    expect(fire.mock.calls[0]![0]).toMatchObject({
      title: 'Are you sure?',
      confirmButtonText: 'Yes, withdraw',
      showCancelButton: true,
      input: 'textarea',
    });
    expect(posts().map((call) => [call.url.pathname, JSON.parse(String(call.body))])).toEqual([
      ['/api/pp/withdraw/32', {}],
    ]);
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it('sends the reason given, and nothing when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    fire.mockResolvedValueOnce(cancelled);
    fire.mockResolvedValueOnce({ isConfirmed: true, value: '  We chose another family  ' });
    renderViewers();
    const button = await screen.findByRole('button', { name: 'Withdraw the approval given to Ruwan Silva' });
    await user.click(button);
    await afterDialogs();
    expect(posts()).toHaveLength(0);

    await user.click(button);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]!.body))).toEqual({ reason: 'We chose another family' });
  });

  it('shows the server’s message when the approval was already withdrawn', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    withdrawal = async () =>
      json({ statusCode: 409, error: 'Conflict', message: 'Only an approved request can be withdrawn.' }, 409);
    const user = userEvent.setup();
    renderViewers();
    await user.click(await screen.findByRole('button', { name: 'Withdraw the approval given to Ruwan Silva' }));
    expect(await screen.findByText('Only an approved request can be withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it('blocks a viewer through the screen’s block action, and marks one already blocked', async () => {
    const user = userEvent.setup();
    renderViewers();
    const [first, , third] = await rows();
    await user.click(within(first!).getByRole('button', { name: 'Block Ruwan Silva' }));
    expect(onBlock).toHaveBeenCalledWith(12, 'Ruwan Silva');
    expect(within(third!).getByText('Blocked')).toHaveClass('badge');
    expect(within(third!).queryByRole('button', { name: /Block/ })).toBeNull();
  });

  it('says so when nobody has seen the details yet', async () => {
    answer = async () => json({ items: [], totalCount: 0 });
    renderViewers();
    expect(await screen.findByText("No member has seen this profile's protected details yet.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through the list', async () => {
    answer = async () => json({ items: [kasun], totalCount: 12 });
    const user = userEvent.setup();
    renderViewers();
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lists().at(-1)!.url.searchParams.get('page')).toBe('2'));
  });

  it('says the list could not be loaded when the answer is not the agreed shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = async () => json({ items: [{ name: 'Ruwan' }], totalCount: 1 });
    renderViewers();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The list of who has seen your details could not be loaded. Please try again.',
    );
  });
});
