import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { activeStatusLabels, type OwnProfileListItem } from '@vivaha/shared/profile';

import { ownListItem, listingColumns } from '@/test/list-fixtures';
import { expectDeletedAfterConfirm, expectNothingDeletedOnCancel } from '@/test/profile-deletion';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';

import { ProfileList } from './profile-list';

const nimal = ownListItem();
const kumari: OwnProfileListItem = {
  ...nimal,
  profileId: 12,
  name: 'Kumari',
  age: 28,
  reviewed: false,
  active: 0,
  sex: 'Female',
};

describe('ProfileList', () => {
  const fetchMock = stubbedFetch();
  let totalCount = 12;
  let draft: unknown = null;
  beforeEach(() => {
    totalCount = 12;
    draft = null;
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) => {
      if (new URL(String(url)).pathname === '/api/profilecx/draft') return json({ draft });
      if (init?.method === 'DELETE') return json({ success: true, message: 'Profile deleted successfully!' });
      const page = Number(new URL(String(url)).searchParams.get('page'));
      return json({ items: totalCount === 0 ? [] : page === 2 ? [kumari] : [nimal, kumari], totalCount });
    });
  });

  const listCalls = () =>
    calls(fetchMock).filter((call) => call.method === 'GET' && call.url.pathname === '/api/profilecx');

  it('offers to continue a profile begun in the guided form and not yet sent', async () => {
    draft = { step: 'contact', profileFor: 'daughter', values: { name: 'Nilmini' }, updatedAt: '2026-11-22T08:00:00Z' };
    renderScreen(<ProfileList />);
    expect(await screen.findByText(/You began Nilmini's profile and have not sent it yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/profiles/new?step=contact');
  });

  it('shows each profile with the age, marks male and female rows, and pages', async () => {
    const user = userEvent.setup();
    renderScreen(<ProfileList />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profiles' })).toBeInTheDocument();
    const nimalRow = (await screen.findByRole('link', { name: 'Nimal' })).closest('tr')!;
    const kumariRow = screen.getByRole('link', { name: 'Kumari' }).closest('tr')!;
    expect(within(nimalRow).getByTitle('Born 1 Jan 1994')).toHaveTextContent('31');
    expect(within(nimalRow).getByText('Male')).toBeInTheDocument();
    expect(within(kumariRow).getByText('Female')).toBeInTheDocument();
    expect(within(nimalRow).getByText(activeStatusLabels[1]!)).toBeInTheDocument();
    expect(within(kumariRow).getByText(activeStatusLabels[0]!)).toBeInTheDocument();
    expect(within(nimalRow).getByText('Yes')).toBeInTheDocument();
    expect(within(kumariRow).getByText('No')).toBeInTheDocument();
    expect(within(nimalRow).getByText('Published')).toHaveClass('status-chip');
    expect(within(kumariRow).getByText('Waiting for review')).toHaveClass('status-chip');
    expect(nimalRow).toHaveClass('profile-row--male');
    expect(kumariRow).toHaveClass('profile-row--female');
    expect(within(nimalRow).getByRole('link', { name: 'Edit Nimal' })).toHaveAttribute('href', '/profiles/edit/11');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(listingColumns);

    expect(listCalls()[0]!.url.searchParams.get('page')).toBe('1');
    expect(listCalls()[0]!.url.searchParams.get('pageSize')).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Nimal' })).not.toBeInTheDocument());
    expect(listCalls().at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks a profile held back after reports, and only that one', async () => {
    fetchMock.mockImplementation(async () =>
      json({ items: [nimal, { ...kumari, heldForReview: true }], totalCount: 2 }),
    );
    renderScreen(<ProfileList />);
    const kumariRow = (await screen.findByRole('link', { name: 'Kumari' })).closest('tr')!;
    const nimalRow = screen.getByRole('link', { name: 'Nimal' }).closest('tr')!;
    expect(within(kumariRow).getByText('Held back after reports')).toHaveClass('status-chip--held');
    expect(within(kumariRow).getByText(/Hidden from the public while our team looks into reports/)).toBeInTheDocument();
    expect(within(nimalRow).queryByText('Held back after reports')).toBeNull();
    expect(within(nimalRow).getByText('Published')).toBeInTheDocument();
  });

  it('starts again from page 1 when the search changes', async () => {
    const user = userEvent.setup();
    renderScreen(<ProfileList />);
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls().at(-1)!.url.searchParams.get('page')).toBe('2'));
    await user.type(screen.getByLabelText('Search'), 'Kum');
    await waitFor(() => expect(listCalls().at(-1)!.url.searchParams.get('searchtext')).toBe('Kum'));
    expect(listCalls().at(-1)!.url.searchParams.get('page')).toBe('1');
    // Debounced: one request for the whole word, not one a letter.
    expect(listCalls().filter((call) => call.url.searchParams.has('searchtext'))).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'));
  });

  it('deletes only after Confirm in the toast, then says so and reloads', async () => {
    renderScreen(<ProfileList />);
    await expectDeletedAfterConfirm(fetchMock, { name: 'Kumari', path: '/api/profilecx/12', listCalls });
  });

  it('deletes nothing when the member cancels', async () => {
    renderScreen(<ProfileList />);
    await expectNothingDeletedOnCancel(fetchMock, 'Nimal');
    expect(screen.queryByText('Profile deleted successfully!')).not.toBeInTheDocument();
  });

  it('says so when the delete fails', async () => {
    const user = userEvent.setup();
    renderScreen(<ProfileList />);
    await screen.findByRole('button', { name: 'Delete Nimal' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500));
    await user.click(screen.getByRole('button', { name: 'Delete Nimal' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Error occurred while deleting the profile.')).toBeInTheDocument();
    error.mockRestore();
  });

  it('invites a member without profiles to create one', async () => {
    totalCount = 0;
    renderScreen(<ProfileList />);
    expect(await screen.findByText('You have no profiles yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/profiles/new');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the list on screen and only logs when a reload fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(<ProfileList />);
    await screen.findByRole('link', { name: 'Nimal' });
    fetchMock.mockImplementation(async () => json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Nimal' })).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
