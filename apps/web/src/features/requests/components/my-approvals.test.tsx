import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { requestMessages, type PermissionItem } from '@vivaha/shared/requests';
import { profilePath } from '@vivaha/shared/slugs';

import { conflict } from '@/test/error-answers';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';
import { afterDialogs, answeredDialogs, cancelled, fire } from '@/test/sweetalert';

import { requestItem } from '../testing';

import { MyApprovals } from './my-approvals';

vi.mock('sweetalert2', () => import('@/test/sweetalert'));

const pending = requestItem({ id: 31, requestProfileId: 11, requesterName: 'Nimal Perera', isApproved: 0 });
const approved = requestItem({ id: 32, requestProfileId: 12, requesterName: 'Ruwan Silva', isApproved: 1 });
const rejected = requestItem({
  id: 33,
  requestProfileId: 13,
  requesterName: 'Kasun Dias',
  isApproved: 2,
  reason: 'No',
});

describe('MyApprovals', () => {
  const fetchMock = stubbedFetch();
  const onBlock = vi.fn(async () => true);
  let items: PermissionItem[];
  let decision: () => Promise<Response>;
  beforeEach(() => {
    items = [pending, approved, rejected];
    decision = async () => json({ success: true, message: 'Request approved. The other family can now see it.' });
    fetchMock.mockImplementation(async (_url: URL, init?: RequestInit) =>
      init?.method === 'POST' ? decision() : json({ items, totalCount: items.length }),
    );
  });
  answeredDialogs({ isConfirmed: true, value: '' });
  afterEach(() => onBlock.mockClear());

  /** Draws My Approvals and gives the user who acts on it. */
  const showApprovals = () => {
    const user = userEvent.setup();
    renderScreen(<MyApprovals onBlock={onBlock} />);
    return user;
  };
  const posts = () => calls(fetchMock).filter((call) => call.method === 'POST');
  const lists = () => calls(fetchMock).filter((call) => call.method === 'GET');
  const row = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

  it('offers Approve and Reject on pending rows, and Withdraw on approved ones', async () => {
    renderScreen(<MyApprovals onBlock={onBlock} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Approvals' })).toBeInTheDocument();
    const nimal = await row('Nimal Perera');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date',
      'Requested By',
      'My Profile',
      'Status',
      'Actions',
    ]);
    expect(within(nimal).getByRole('link', { name: 'Nimal Perera' })).toHaveAttribute(
      'href',
      profilePath(11, 'Nimal Perera'),
    );
    expect(within(nimal).getAllByRole('cell')[3]).toHaveTextContent(/^Pending$/);
    // A phone stacks the row: each value carries its column's name, the buttons need none.
    expect(
      within(nimal)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['Date', 'Requested By', 'My Profile', 'Status', undefined]);
    expect(within(nimal).getByRole('button', { name: /^Approve/ })).toHaveTextContent('Approve');
    expect(within(nimal).getByRole('button', { name: /^Reject/ })).toHaveTextContent('Reject');
    // An approval can be withdrawn; a rejection is final. Any requester can be blocked.
    const buttons = async (name: string) =>
      within(await row(name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await buttons('Nimal Perera')).toEqual(['Approve', 'Reject', 'Block']);
    expect(await buttons('Ruwan Silva')).toEqual(['Withdraw', 'Block']);
    expect(await buttons('Kasun Dias')).toEqual(['Block']);
    expect(within(await row('Kasun Dias')).getAllByRole('cell')[3]).toHaveTextContent(/^Rejected: No$/);
    expect(lists()[0]!.url.pathname).toBe('/api/pp/myapprovals');
  });

  it('approves after the dialog, without a reason, shows the server message and refreshes', async () => {
    const user = showApprovals();
    await user.click(await screen.findByRole('button', { name: 'Approve the request from Nimal Perera' }));
    expect(await screen.findByText('Request approved. The other family can now see it.')).toBeInTheDocument();
    expect(fire).toHaveBeenCalledTimes(1);
    expect(fire.mock.calls[0]![0]).toMatchObject({
      title: 'Are you sure?',
      text: 'You are about to approve this request. With “Approve and share ours”, the protected details of Nimal Perera open to you too; their family can withdraw that.',
      showCancelButton: true,
      confirmButtonText: 'Yes, approve',
      showDenyButton: true,
      denyButtonText: 'Approve and share ours',
      buttonsStyling: false,
      customClass: { confirmButton: 'btn btn-primary me-2', cancelButton: 'btn btn-outline-secondary' },
    });
    expect(fire.mock.calls[0]![0]).not.toHaveProperty('input');
    expect(posts().map((call) => [call.url.pathname, call.json])).toEqual([
      ['/api/pp/approveOrReject', { id: 31, isApproved: 1 }],
    ]);
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it('"Approve and share ours" sends shareBack with the approval and shows the server message', async () => {
    fire.mockResolvedValue({ isConfirmed: false, isDenied: true });
    decision = async () =>
      json({ success: true, message: 'Request approved. Each family can now see the other’s protected details.' });
    const user = showApprovals();
    await user.click(await screen.findByRole('button', { name: 'Approve the request from Nimal Perera' }));
    expect(
      await screen.findByText('Request approved. Each family can now see the other’s protected details.'),
    ).toBeInTheDocument();
    expect(posts().map((call) => call.json)).toEqual([{ id: 31, isApproved: 1, shareBack: true }]);
  });

  it('sends nothing when the approval dialog is cancelled', async () => {
    fire.mockResolvedValue({ isConfirmed: false, isDenied: false, isDismissed: true });
    const user = showApprovals();
    await user.click(await screen.findByRole('button', { name: 'Approve the request from Nimal Perera' }));
    await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    expect(posts()).toEqual([]);
  });

  it('rejects with the reason from the dialog', async () => {
    fire.mockResolvedValue({ isConfirmed: true, value: '  reason text  ' });
    decision = async () => json({ success: true, message: 'Request rejected.' });
    const user = showApprovals();
    await user.click(await screen.findByRole('button', { name: 'Reject the request from Nimal Perera' }));
    expect(await screen.findByText('Request rejected.')).toBeInTheDocument();
    const options = fire.mock.calls[0]![0] as {
      text: string;
      input: string;
      inputAttributes: Record<string, string>;
      inputValidator: (value: string) => string | null;
    };
    expect(options).toMatchObject({ title: 'Are you sure?', text: 'You are about to reject this request.' });
    expect(options.input).toBe('textarea');
    expect(options.inputAttributes.maxlength).toBe('100');
    expect(options.inputValidator('x'.repeat(101))).toBe(requestMessages.reasonTooLong);
    expect(options.inputValidator('x'.repeat(100))).toBeNull();
    expect(posts().map((call) => call.json)).toEqual([{ id: 31, isApproved: 2, reason: 'reason text' }]);
  });

  it('rejects without a reason when none is given', async () => {
    const user = showApprovals();
    await user.click(await screen.findByRole('button', { name: 'Reject the request from Nimal Perera' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.json).toEqual({ id: 31, isApproved: 2 });
  });

  it('sends nothing when the dialog is cancelled', async () => {
    fire.mockResolvedValue(cancelled);
    const user = showApprovals();
    await user.click(await screen.findByRole('button', { name: 'Approve the request from Nimal Perera' }));
    await user.click(screen.getByRole('button', { name: 'Reject the request from Nimal Perera' }));
    await afterDialogs(2);
    expect(posts()).toHaveLength(0);
  });

  it('shows the server message when the request was already answered', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    decision = async () => conflict('This request has already been answered.');
    const user = showApprovals();
    await user.click(await screen.findByRole('button', { name: 'Approve the request from Nimal Perera' }));
    expect(await screen.findByText('This request has already been answered.')).toBeInTheDocument();
    expect(screen.queryByText('Error updating request status.')).not.toBeInTheDocument();
    // The row is stale: the list is asked for again.
    await waitFor(() => expect(lists()).toHaveLength(2));
    error.mockRestore();
  });

  it('says "Error updating request status." when the server cannot be reached', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    decision = async () => {
      throw new TypeError('Failed to fetch');
    };
    const user = showApprovals();
    await user.click(await screen.findByRole('button', { name: 'Reject the request from Nimal Perera' }));
    expect(await screen.findByText('Error updating request status.')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('blocks the owner of the requesting profile through the screen’s block action', async () => {
    const user = showApprovals();
    await user.click(await screen.findByRole('button', { name: 'Block Ruwan Silva' }));
    expect(onBlock).toHaveBeenCalledWith(12, 'Ruwan Silva');
    await user.click(screen.getByRole('button', { name: 'Block Kasun Dias' }));
    expect(onBlock).toHaveBeenLastCalledWith(13, 'Kasun Dias');
    // Blocking is not a decision on the request.
    expect(posts()).toHaveLength(0);
  });

  describe('withdrawing an approval', () => {
    const withdrawButton = () => screen.findByRole('button', { name: 'Withdraw the approval given to Ruwan Silva' });

    it('asks "Are you sure?", sends the withdrawal, shows the server message and refreshes', async () => {
      decision = async () =>
        json({
          success: true,
          message: 'Approval withdrawn. The other family can no longer see the protected details.',
        });
      const user = showApprovals();
      await user.click(await withdrawButton());
      expect(
        await screen.findByText('Approval withdrawn. The other family can no longer see the protected details.'),
      ).toBeInTheDocument();
      expect(fire).toHaveBeenCalledTimes(1);
      expect(fire.mock.calls[0]![0]).toMatchObject({
        title: 'Are you sure?',
        text: 'You are about to withdraw this approval. The other family will no longer see the protected details.',
        confirmButtonText: 'Yes, withdraw',
        showCancelButton: true,
        input: 'textarea',
        customClass: { confirmButton: 'btn btn-danger me-2' },
      });
      expect(posts().map((call) => [call.url.pathname, call.json])).toEqual([['/api/pp/withdraw', { id: 32 }]]);
      await waitFor(() => expect(lists()).toHaveLength(2));
    });

    it('sends the reason given in the dialog', async () => {
      fire.mockResolvedValue({ isConfirmed: true, value: '  We found a match  ' });
      const user = showApprovals();
      await user.click(await withdrawButton());
      await waitFor(() => expect(posts()).toHaveLength(1));
      expect(posts()[0]!.json).toEqual({ id: 32, reason: 'We found a match' });
    });

    it('sends nothing when the dialog is cancelled', async () => {
      fire.mockResolvedValue(cancelled);
      const user = showApprovals();
      await user.click(await withdrawButton());
      await afterDialogs();
      expect(posts()).toHaveLength(0);
    });

    it('shows the server message when the approval was already withdrawn, and refreshes', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      decision = async () => conflict('Only an approved request can be withdrawn.');
      const user = showApprovals();
      await user.click(await withdrawButton());
      expect(await screen.findByText('Only an approved request can be withdrawn.')).toBeInTheDocument();
      await waitFor(() => expect(lists()).toHaveLength(2));
      error.mockRestore();
    });
  });
});
