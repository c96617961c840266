import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { PermissionItem } from '@vivaha/shared/requests';
import { profilePath } from '@vivaha/shared/slugs';

import { calls, json, renderScreen, stubbedFetch } from '@/test/render';

import { requestItem } from '../testing';

import { MyRequests } from './my-requests';

const pending = requestItem({ id: 1, receiverProfileId: 21, receiverName: 'Kumari Silva', isApproved: 0 });
const approved = requestItem({ id: 2, receiverProfileId: 22, receiverName: 'Dilini Fernando', isApproved: 1 });
const rejected = requestItem({ id: 3, receiverProfileId: 23, receiverName: 'Anoma Jayasuriya', isApproved: 2 });
rejected.reason = 'Looking for someone in Colombo';
const rejectedQuietly = requestItem({ id: 4, receiverProfileId: 24, receiverName: 'Sanduni Rajapaksa', isApproved: 2 });
const odd = requestItem({ id: 5, receiverProfileId: 25, receiverName: 'Tharushi Gunawardena', isApproved: 7 });

describe('MyRequests', () => {
  const fetchMock = stubbedFetch();
  let items: PermissionItem[];
  let totalCount: number;
  beforeEach(() => {
    items = [pending, approved, rejected, rejectedQuietly, odd];
    totalCount = 15;
    fetchMock.mockImplementation(async () => json({ items, totalCount }));
  });

  const lastQuery = () => calls(fetchMock).at(-1)!.url.searchParams;
  const row = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
  /** The Status cell of the row of the requested profile `name`. */
  const status = async (name: string) => within(await row(name)).getAllByRole('cell')[3]!;

  it('lists the requests with the status words of the spec', async () => {
    renderScreen(<MyRequests />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Requests' })).toBeInTheDocument();
    await row('Kumari Silva');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date',
      'My Profile',
      'Requested Profile',
      'Status',
    ]);
    expect(await status('Kumari Silva')).toHaveTextContent(/^Pending$/);
    expect(await status('Dilini Fernando')).toHaveTextContent(/^Approved/);
    expect(await status('Anoma Jayasuriya')).toHaveTextContent(/^Rejected: Looking for someone in Colombo$/);
    expect(await status('Sanduni Rajapaksa')).toHaveTextContent(/^Rejected$/);
    expect(await status('Tharushi Gunawardena')).toHaveTextContent(/^Unknown$/);

    const kumari = await row('Kumari Silva');
    expect(within(kumari).getByText('Nimal Perera')).toBeInTheDocument();
    expect(within(kumari).getByText('ID 11')).toBeInTheDocument();
    expect(within(kumari).getByRole('link', { name: 'Kumari Silva' })).toHaveAttribute(
      'href',
      profilePath(21, 'Kumari Silva'),
    );
    expect(kumari.querySelector('time')).toHaveAttribute('dateTime', pending.requestedOn);
    expect(kumari.querySelector('time')).toHaveTextContent(/2025/);

    const query = lastQuery();
    expect(calls(fetchMock).at(-1)!.url.pathname).toBe('/api/pp/myrequests');
    expect(query.get('page')).toBe('1');
    expect(query.get('pageSize')).toBe('10');
  });

  it('names each value for the phone, where a row stacks with the Status kept beside its name', async () => {
    renderScreen(<MyRequests />);
    const cells = within(await row('Anoma Jayasuriya')).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Date', 'My Profile', 'Requested Profile', 'Status']);
    expect(cells[3]).toHaveTextContent('Rejected: Looking for someone in Colombo');
  });

  it('points an approved request to the contact details on the profile', async () => {
    renderScreen(<MyRequests />);
    const dilini = await row('Dilini Fernando');
    expect(within(dilini).getByRole('link', { name: 'See contact details of Dilini Fernando' })).toHaveAttribute(
      'href',
      profilePath(22, 'Dilini Fernando'),
    );
    expect(within(await row('Kumari Silva')).queryByRole('link', { name: /contact details/ })).not.toBeInTheDocument();
    expect(within(await row('Anoma Jayasuriya')).queryByRole('link', { name: /contact details/ })).toBeNull();
  });

  it('pages with Previous and Next, and Next stops on the last page', async () => {
    const user = userEvent.setup();
    renderScreen(<MyRequests />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('?page=2');
  });

  it('filters by status from page 1, and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    renderScreen(<MyRequests />, { route: '/MyRequests?page=2' });
    await screen.findByText('Page 2 of 2');
    expect(lastQuery().get('page')).toBe('2');
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(lastQuery().get('status')).toBe('1'));
    expect(lastQuery().get('page')).toBe('1');
    expect(screen.getByTestId('location')).toHaveTextContent('/MyRequests?status=1');
    await user.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await waitFor(() => expect(lastQuery().get('status')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(lastQuery().has('status')).toBe(false));
  });

  it('searches after typing pauses, from page 1', async () => {
    const user = userEvent.setup();
    renderScreen(<MyRequests />, { route: '/MyRequests?page=2' });
    await screen.findByText('Page 2 of 2');
    await user.type(screen.getByLabelText('Search'), 'Kum');
    await waitFor(() => expect(lastQuery().get('search')).toBe('Kum'));
    expect(lastQuery().get('page')).toBe('1');
    // Debounced: one request for the whole word, not one a letter.
    expect(calls(fetchMock).filter((call) => call.url.searchParams.has('search'))).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/MyRequests?search=Kum');
  });

  it('starts from the search, status and page in the address', async () => {
    renderScreen(<MyRequests />, { route: '/MyRequests?search=Nimal&status=0&page=2' });
    await screen.findByText('Page 2 of 2');
    const query = lastQuery();
    expect([query.get('search'), query.get('status'), query.get('page')]).toEqual(['Nimal', '0', '2']);
    expect(screen.getByLabelText('Search')).toHaveValue('Nimal');
    expect(screen.getByLabelText('Status')).toHaveValue('0');
  });

  it('says when there are no requests, and when none match', async () => {
    items = [];
    totalCount = 0;
    const { unmount } = renderScreen(<MyRequests />);
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    renderScreen(<MyRequests />, { route: '/MyRequests?status=2' });
    expect(await screen.findByText('No requests match.')).toBeInTheDocument();
  });

  it('logs a failed fetch and says so briefly', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500));
    renderScreen(<MyRequests />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your requests could not be loaded.');
    expect(error).toHaveBeenCalled();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
