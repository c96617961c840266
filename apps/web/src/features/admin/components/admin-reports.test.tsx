import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { REPORT_REASONS, type ReportGroup } from '@vivaha/shared/privacy';

import { me } from '@/test/account-fixtures';
import { badRequest, notFound } from '@/test/error-answers';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';
import { cancelled, fire } from '@/test/sweetalert';

import { AdminOnly } from './admin-only';
import { AdminReports } from './admin-reports';

type User = ReturnType<typeof userEvent.setup>;

vi.mock('sweetalert2', () => import('@/test/sweetalert'));

/** Hidden after reports, so the server sends it first. */
const kumari: ReportGroup = {
  profileId: 12,
  name: 'Kumari',
  profileURL: '/profile/12_Kumari',
  active: 0,
  heldForReview: true,
  reviewedAfterReports: null,
  owner: { id: 42, email: 'owner@example.lk', canCreateProfiles: false },
  reports: [
    {
      id: 101,
      reason: 'money',
      reasonText: 'Asked for money',
      text: 'Asked me to send <b>money</b> <img src=x onerror="alert(1)">',
      createdAt: '2025-04-02T10:00:00.000Z',
      status: 'open',
      reporterEmail: 'ravi@example.lk',
      reporterDeleted: false,
      reporterProfiles: [{ profileId: 30, name: 'Ravi', active: 1 }],
      counts: true,
      notCounted: null,
      dismissedOn: null,
      messages: [
        {
          id: 7,
          fromProfileId: 30,
          fromName: 'Ravi',
          text: 'Hello',
          sentAt: '2025-04-02T09:00:00.000Z',
          reported: false,
        },
        {
          id: 8,
          fromProfileId: 12,
          fromName: 'Kumari',
          text: 'Send <b>50,000</b> first',
          sentAt: '2025-04-02T09:30:00.000Z',
          reported: true,
        },
      ],
    },
    {
      id: 102,
      reason: 'fake',
      reasonText: 'Fake profile',
      text: '',
      createdAt: '2025-04-03T10:00:00.000Z',
      status: 'open',
      reporterEmail: null,
      reporterDeleted: false,
      reporterProfiles: [],
      counts: false,
      notCounted: 'visitor',
      dismissedOn: null,
      messages: null,
    },
  ],
  history: [
    { at: '2025-04-03T11:00:00.000Z', adminEmail: 'team@vivaha.lk', action: 'hold', details: 'Held after 3 reports.' },
  ],
};
const nimal: ReportGroup = {
  ...kumari,
  profileId: 11,
  name: 'Nimal',
  profileURL: '/profile/11_Nimal',
  active: 1,
  heldForReview: false,
  owner: { id: 43, email: 'nimal@example.lk', canCreateProfiles: true },
  reports: [{ ...kumari.reports[0]!, id: 201, reason: 'broker', reasonText: 'Broker or agency', text: 'A broker.' }],
  history: [],
};

const renderQueue = (route = '/admin/reports') => renderScreen(<AdminReports />, { route, path: '/admin/reports' });

describe('AdminReports', () => {
  const fetchMock = stubbedFetch();
  let decision: () => Response;
  beforeEach(() => {
    decision = () => json({ success: true, message: 'Reports dismissed.' });
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) =>
      init?.method !== 'PUT'
        ? json({ items: [kumari, nimal], totalCount: 2 })
        : String(url).endsWith('/reports-reviewed')
          ? json({ success: true, message: 'Marked as reviewed after reports.', until: '2025-05-03T11:00:00.000Z' })
          : decision(),
    );
  });
  afterEach(() => fire.mockReset());

  const listCalls = () =>
    calls(fetchMock).filter((call) => call.method === 'GET' && call.url.pathname === '/api/admin/reports');
  const puts = () => calls(fetchMock).filter((call) => call.method === 'PUT');
  const group = (name: string) => screen.findByRole('region', { name });
  /** Opens the queue and presses `button` on Kumari's group, then cancels the dialog. Answers the user and the group. */
  const pressCancelled = async (button: string) => {
    const user = userEvent.setup();
    renderQueue();
    const held = await group('Kumari');
    fire.mockResolvedValueOnce(cancelled);
    await user.click(within(held).getByRole('button', { name: button }));
    return { user, held };
  };
  /**
   * After a cancelled dialog sent nothing: presses `button` in `held` and confirms; the queue says
   * `done`, one PUT goes, and the queue loads again. Answers the PUT.
   */
  const confirmedPut = async (user: User, held: HTMLElement, button: string, done: string) => {
    expect(puts()).toHaveLength(0);
    const before = listCalls().length;
    fire.mockResolvedValueOnce({ isConfirmed: true });
    await user.click(within(held).getByRole('button', { name: button }));
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    return puts()[0]!;
  };

  it('shows each reported profile in the server’s order, with its owner, reports and history', async () => {
    renderQueue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    await group('Kumari');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Kumari',
      'Nimal',
    ]);
    expect(Object.fromEntries(listCalls()[0]!.url.searchParams)).toEqual({ status: 'open', page: '1', pageSize: '10' });

    const held = await group('Kumari');
    expect(within(held).getByRole('link', { name: 'Kumari' })).toHaveAttribute('href', '/admin/profile/12');
    expect(within(held).getByRole('link', { name: 'Public view' })).toHaveAttribute('href', '/profile/12_Kumari');
    expect(within(held).getByText('Inactive')).toBeInTheDocument();
    expect(within(held).getByText('Hidden after reports')).toBeInTheDocument();
    expect(within(held).getByText('owner@example.lk')).toBeInTheDocument();
    expect(within(held).getByText('Blocked from creating profiles')).toBeInTheDocument();

    const [fromMember, fromVisitor] = within(held).getAllByRole('listitem');
    expect(fromMember).toHaveTextContent(REPORT_REASONS.find((reason) => reason.id === 'money')!.label);
    // The reporter's words are text, never markup.
    expect(
      within(fromMember!).getByText('Asked me to send <b>money</b> <img src=x onerror="alert(1)">'),
    ).toBeInTheDocument();
    expect(held.querySelector('img, b')).toBeNull();
    expect(fromMember).toHaveTextContent('ravi@example.lk');
    expect(within(fromMember!).getByRole('link', { name: 'Ravi' })).toHaveAttribute('href', '/admin/profile/30');
    expect(within(fromMember!).getByText('Counts')).toBeInTheDocument();
    // Made from a message: that message and the ones before it, as plain text, the reported one marked.
    const conversation = within(fromMember!).getByRole('figure');
    expect(conversation).toHaveTextContent('Reported from a conversation: the message and the ten before it');
    expect([...conversation.querySelectorAll('figcaption + div > div')].map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ravi · .*Hello$/),
      expect.stringMatching(/^Kumari · .* · reportedSend <b>50,000<\/b> first$/),
    ]);
    expect(within(fromVisitor!).queryByRole('figure')).toBeNull();
    expect(fromVisitor).toHaveTextContent(REPORT_REASONS.find((reason) => reason.id === 'fake')!.label);
    expect(fromVisitor).toHaveTextContent('Visitor');
    expect(within(fromVisitor!).getByText('Does not count')).toHaveAttribute(
      'title',
      'The report came from a visitor, so it does not count toward hiding the profile.',
    );
    expect(held).toHaveTextContent('team@vivaha.lk · hold: Held after 3 reports.');

    const other = await group('Nimal');
    expect(within(other).getByText('Active')).toBeInTheDocument();
    expect(within(other).queryByText('Hidden after reports')).not.toBeInTheDocument();
    expect(within(other).queryByText('Blocked from creating profiles')).not.toBeInTheDocument();
  });

  it('dismisses with the group’s first report after the dialog, says so and reloads', async () => {
    const { user, held } = await pressCancelled('Dismiss');
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Are you sure?', confirmButtonText: 'Yes, dismiss' }),
    );
    const put = await confirmedPut(user, held, 'Dismiss', 'Reports dismissed.');
    expect(put.url.pathname).toBe('/api/admin/reports/101');
    expect(JSON.parse(String(put.body))).toEqual({ action: 'dismiss' });
  });

  it('deletes the profile the same way', async () => {
    decision = () => json({ success: true, message: 'Profile deleted.' });
    const user = userEvent.setup();
    renderQueue();
    fire.mockResolvedValueOnce({ isConfirmed: true });
    await user.click(within(await group('Nimal')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Profile deleted.')).toBeInTheDocument();
    expect(puts()[0]!.url.pathname).toBe('/api/admin/reports/201');
    expect(JSON.parse(String(puts()[0]!.body))).toEqual({ action: 'delete' });
  });

  it('refuses to hide without a reason, before asking or sending anything', async () => {
    const user = userEvent.setup();
    renderQueue();
    const held = await group('Kumari');
    await user.click(within(held).getByRole('button', { name: 'Hide (Inactive)' }));
    const form = within(held).getByRole('form', { name: 'Hide Kumari' });
    expect(within(form).getByLabelText('Reason')).toHaveFocus();
    await user.type(within(form).getByLabelText('Reason'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Hide and mail the owner' }));
    expect(await within(form).findByText('Please give the reason the owner will be told.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(fire).not.toHaveBeenCalled();
    expect(puts()).toHaveLength(0);
  });

  it('hides with the reason once confirmed, and closes the form', async () => {
    decision = () => json({ success: true, message: 'Profile hidden. The owner has been told why.' });
    const user = userEvent.setup();
    renderQueue();
    const held = await group('Kumari');
    await user.click(within(held).getByRole('button', { name: 'Hide (Inactive)' }));
    await user.type(within(held).getByLabelText('Reason'), ' The photos are of a film actor. ');
    fire.mockResolvedValueOnce({ isConfirmed: true });
    await user.click(within(held).getByRole('button', { name: 'Hide and mail the owner' }));
    expect(await screen.findByText('Profile hidden. The owner has been told why.')).toBeInTheDocument();
    expect(JSON.parse(String(puts()[0]!.body))).toEqual({ action: 'hide', reason: 'The photos are of a film actor.' });
    expect(puts()[0]!.url.pathname).toBe('/api/admin/reports/101');
    await waitFor(() => expect(within(held).queryByRole('form')).not.toBeInTheDocument());
  });

  it('shows the server’s message on the reason and keeps what was typed when it refuses', async () => {
    decision = () => badRequest('Please correct the reason.', { reason: 'The reason can be at most 500 characters.' });
    const user = userEvent.setup();
    renderQueue();
    const held = await group('Kumari');
    await user.click(within(held).getByRole('button', { name: 'Block owner' }));
    const form = within(held).getByRole('form', { name: 'Block the owner of Kumari' });
    await user.type(within(form).getByLabelText('Reason'), 'Runs a marriage agency.');
    fire.mockResolvedValueOnce({ isConfirmed: true });
    await user.click(within(form).getByRole('button', { name: 'Block and mail the owner' }));
    expect(await within(form).findByText('The reason can be at most 500 characters.')).toBeInTheDocument();
    expect(await screen.findByText('Please correct the reason.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Reason')).toHaveValue('Runs a marriage agency.');
    expect(JSON.parse(String(puts()[0]!.body))).toEqual({ action: 'block', reason: 'Runs a marriage agency.' });
  });

  it('shows decided reports on request, with what was decided and nothing left to decide', async () => {
    const decided: ReportGroup = { ...nimal, reports: [{ ...nimal.reports[0]!, status: 'dismissed' }] };
    fetchMock.mockImplementation(async (url: URL) =>
      new URL(String(url)).searchParams.get('status') === 'closed'
        ? json({ items: [decided], totalCount: 1 })
        : json({ items: [kumari, nimal], totalCount: 2 }),
    );
    const user = userEvent.setup();
    renderQueue();
    await group('Kumari');
    await user.selectOptions(screen.getByLabelText('Show'), 'Decided');
    await waitFor(() => expect(listCalls().at(-1)!.url.searchParams.get('status')).toBe('closed'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/reports?status=closed');
    const done = await group('Nimal');
    expect(within(done).getByText('Dismissed')).toBeInTheDocument();
    // Only the mark is left: after a dismissal the team can still stop automatic holds for a while.
    expect(
      within(done)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark reviewed after reports']);
  });

  it('pages through the queue, keeping the page in the address bar', async () => {
    fetchMock.mockImplementation(async () => json({ items: [kumari], totalCount: 25 }));
    const user = userEvent.setup();
    renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls().at(-1)!.url.searchParams.get('page')).toBe('3'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/reports?page=3');
  });

  it('says which reporters came back after the team dismissed their reports, and why theirs do not count', async () => {
    const again = (id: number, email: string, dismissedOn: string | null) => ({
      ...kumari.reports[0]!,
      id,
      reporterEmail: email,
      reporterDeleted: false,
      counts: dismissedOn === null,
      notCounted: dismissedOn === null ? null : ('dismissed' as const),
      dismissedOn,
    });
    const returned: ReportGroup = {
      ...nimal,
      reports: [
        again(301, 'rival.one@example.lk', '2025-04-02T10:00:00.000Z'),
        again(302, 'rival.two@example.lk', '2025-04-02T10:00:00.000Z'),
        again(303, 'new.reporter@example.lk', null),
      ],
    };
    fetchMock.mockImplementation(async () => json({ items: [returned, kumari], totalCount: 2 }));
    renderQueue();
    const card = await group('Nimal');
    expect(
      within(card).getByText('2 of 3 reporters reported it before and were dismissed on 2 Apr 2025.'),
    ).toBeInTheDocument();
    const [first, second, third] = within(card).getAllByRole('listitem');
    for (const item of [first!, second!]) {
      expect(item).toHaveTextContent('Reported it before; dismissed on 2 Apr 2025');
      expect(within(item).getByText('Does not count')).toHaveAttribute(
        'title',
        expect.stringContaining("dismissed this reporter's earlier report on this profile less than 90 days before"),
      );
    }
    expect(third).not.toHaveTextContent('Reported it before');
    expect(within(third!).getByText('Counts')).toBeInTheDocument();
    // A profile nobody came back to says nothing of it.
    expect(await group('Kumari')).not.toHaveTextContent('reported it before');
  });

  it('shows the team’s mark "reviewed after reports", who set it and until when', async () => {
    const marked: ReportGroup = {
      ...nimal,
      reviewedAfterReports: {
        at: '2025-04-03T11:00:00.000Z',
        by: 'team@vivaha.lk',
        until: '2025-05-03T11:00:00.000Z',
      },
    };
    fetchMock.mockImplementation(async () => json({ items: [kumari, marked], totalCount: 2 }));
    renderQueue();
    const card = await group('Nimal');
    expect(within(card).getByText('Reviewed after reports')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      /Marked reviewed after reports by team@vivaha\.lk on 3 Apr 2025, \d\d:\d\d: reports reach this queue and do not hide the profile until 3 May 2025, \d\d:\d\d\./,
    );
    expect(within(card).getByRole('button', { name: 'Mark reviewed again' })).toBeInTheDocument();
    const held = await group('Kumari');
    expect(within(held).queryByText('Reviewed after reports')).not.toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'Mark reviewed after reports' })).toBeInTheDocument();
  });

  it('marks a profile reviewed after reports once confirmed, says so and reloads', async () => {
    const { user, held } = await pressCancelled('Mark reviewed after reports');
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Are you sure?',
        text: expect.stringContaining(
          'For the next 30 days, reports on Kumari will reach this queue but will not hide it',
        ),
        confirmButtonText: 'Yes, mark it reviewed',
      }),
    );
    const put = await confirmedPut(user, held, 'Mark reviewed after reports', 'Marked as reviewed after reports.');
    expect(put.url.pathname).toBe('/api/admin/profile/12/reports-reviewed');
    expect(put.body).toBeUndefined();
  });

  it('says so when the mark is refused', async () => {
    fetchMock.mockImplementation(async (_url: URL, init?: RequestInit) =>
      init?.method === 'PUT' ? notFound('Profile not found.') : json({ items: [kumari], totalCount: 1 }),
    );
    const user = userEvent.setup();
    renderQueue();
    fire.mockResolvedValueOnce({ isConfirmed: true });
    await user.click(within(await group('Kumari')).getByRole('button', { name: 'Mark reviewed after reports' }));
    expect(await screen.findByText('Profile not found.')).toBeInTheDocument();
  });

  it('says when there is nothing to decide', async () => {
    fetchMock.mockImplementation(async () => json({ items: [], totalCount: 0 }));
    renderQueue();
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  });

  it('says so when the queue cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500));
    renderQueue();
    expect(await screen.findByRole('alert')).toHaveTextContent('The reports could not be loaded.');
  });

  it('is not shown to a member, and asks the server for nothing', async () => {
    renderScreen(
      <AdminOnly me={{ data: me(), isPending: false, error: null }}>
        <AdminReports />
      </AdminOnly>,
      { route: '/admin/reports', path: '/admin/reports' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("This page is for the team's administrators.");
    expect(screen.queryByRole('heading', { name: 'Reports' })).not.toBeInTheDocument();
    expect(listCalls()).toHaveLength(0);
  });
});
