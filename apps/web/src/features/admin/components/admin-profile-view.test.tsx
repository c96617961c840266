import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AdminProfile } from '@vivaha/shared/admin';

import { notFound } from '@/test/error-answers';
import { adminProfile } from '@/test/profile-fixtures';
import { profileFormSections } from '@/test/profile-form-filling';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';
import { cancelled, fire } from '@/test/sweetalert';

import { AdminProfileView } from './admin-profile-view';

vi.mock('sweetalert2', () => import('@/test/sweetalert'));

const renderView = () =>
  renderScreen(<AdminProfileView id={5} />, { route: '/admin/profile/5', path: '/admin/profile/:id' });

describe('AdminProfileView', () => {
  const fetchMock = stubbedFetch();
  let profile: AdminProfile;
  beforeEach(() => {
    profile = adminProfile();
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) => {
      const { pathname } = new URL(String(url));
      if (init?.method === 'PUT' && pathname.startsWith('/api/admin/publish/')) {
        profile = { ...profile, active: 1, reviewed: true };
        return json({ success: true, message: 'Profile published successfully!' });
      }
      if (init?.method === 'PUT' && pathname.endsWith('/creation')) {
        const { allowed } = JSON.parse(String(init.body)) as { allowed: boolean };
        profile = { ...profile, owner: { ...profile.owner, canCreateProfiles: allowed } };
        return json({ success: true, message: allowed ? 'New profiles allowed.' : 'New profiles stopped.' });
      }
      if (init?.method === 'PUT') return json({ success: true, message: 'Profile limit changed.' });
      if (init?.method === 'DELETE') return json({ success: true, message: 'Image deleted successfully!' });
      if (pathname.endsWith('/checks'))
        return json({ phone: null, nic: null, photo: null, verified: [], selfie: null });
      return json(profile);
    });
  });
  afterEach(() => fire.mockReset());

  /** Opens the view, then presses `button` and confirms, the server now refusing with a 404 saying `message`. */
  const pressRefused = async (button: string, message: string) => {
    const user = userEvent.setup();
    renderView();
    const pressed = await screen.findByRole('button', { name: button });
    fetchMock.mockImplementation(async () => notFound(message));
    fire.mockResolvedValueOnce({ isConfirmed: true });
    await user.click(pressed);
  };

  it('shows the owner’s waiting changes field by field, and discards them when confirmed', async () => {
    profile = adminProfile({
      pendingChanges: [{ field: 'mobile', label: 'Mobile', before: '+94 77 123 4567', after: '+94 70 555 1234' }],
      pendingSince: '2025-03-02T10:00:00.000Z',
    });
    const user = userEvent.setup();
    renderView();
    const section = await screen.findByRole('region', { name: 'Changes waiting for review' });
    const row = within(section).getByRole('row', { name: /Mobile/ });
    expect(row).toHaveTextContent('+94 77 123 4567');
    expect(row).toHaveTextContent('+94 70 555 1234');
    expect(screen.getByText('New: waiting for review')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Discard changes' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        calls(fetchMock).some(
          (call) => call.method === 'DELETE' && call.url.pathname === '/api/admin/profile/5/pending',
        ),
      ).toBe(true),
    );
  });

  it('shows every section, the owner, the history newest first and the 150 by 150 thumbnails', async () => {
    renderView();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nimal' })).toBeInTheDocument();
    for (const title of [...profileFormSections, 'Status and administration', 'Payment', 'Owner', 'History']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const status = screen.getByRole('region', { name: 'Status and administration' });
    expect(within(status).getByText('Photos protected').nextElementSibling).toHaveTextContent('No');
    expect(within(status).getByText('Remove comments').nextElementSibling).toHaveTextContent(
      'Asked to check the photos.',
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Package').nextElementSibling).toHaveTextContent('Not provided');
    expect(within(payment).getByText('Gold').nextElementSibling).toHaveTextContent('No');

    const owner = screen.getByRole('region', { name: 'Owner' });
    expect(within(owner).getByText('sunil@example.lk')).toBeInTheDocument();
    expect(within(owner).getByText('2 of 3')).toBeInTheDocument();

    const rows = within(screen.getByRole('region', { name: 'History' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'lead@vivaha.lk',
      'team@vivaha.lk',
    ]);

    const thumb = screen.getByRole('img', { name: 'Photo 1 of Nimal' });
    expect(thumb).toHaveAttribute('src', '/media/70-thumb.jpg');
    expect(thumb).toHaveAttribute('width', '150');
    expect(thumb).toHaveAttribute('height', '150');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/profile/edit/5');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/profile');
  });

  it('says when nothing has been recorded yet', async () => {
    profile = adminProfile({ history: [] });
    renderView();
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('publishes on behalf of the owner, says so and reloads', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Publish This Profile' }));
    expect(await screen.findByText('Profile published successfully!')).toBeInTheDocument();
    const publish = calls(fetchMock).find((call) => call.method === 'PUT')!;
    expect(publish.url.pathname).toBe('/api/admin/publish/5');
    expect(publish.url.searchParams.get('ownerid')).toBe('42');
    expect(publish.body).toBeUndefined();
    // Reloaded: now active and reviewed, so there is nothing left to publish.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish This Profile' })).not.toBeInTheDocument());
    const profileReads = calls(fetchMock).filter(
      (call) => call.method === 'GET' && call.url.pathname === '/api/admin/profile/5',
    );
    expect(profileReads).toHaveLength(2);
  });

  it('says so when publishing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderView();
    const button = await screen.findByRole('button', { name: 'Publish This Profile' });
    fetchMock.mockImplementation(async () => json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500));
    await user.click(button);
    expect(await screen.findByText('Error occurred while publishing the profile.')).toBeInTheDocument();
  });

  it('offers no Publish for a profile that is already active and reviewed', async () => {
    profile = adminProfile({ active: 1, reviewed: true });
    renderView();
    await screen.findByRole('heading', { level: 1, name: 'Nimal' });
    expect(screen.queryByRole('button', { name: 'Publish This Profile' })).not.toBeInTheDocument();
  });

  it('deletes an image only after the dialog is confirmed', async () => {
    const user = userEvent.setup();
    renderView();
    fire.mockResolvedValueOnce(cancelled);
    await user.click(await screen.findByRole('button', { name: 'Delete image 2' }));
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Are you sure?',
        text: 'You will not be able to recover this image!',
        confirmButtonText: 'Yes, delete it!',
        cancelButtonText: 'No, keep it',
        showCancelButton: true,
      }),
    );
    expect(calls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);

    fire.mockResolvedValueOnce({ isConfirmed: true });
    await user.click(screen.getByRole('button', { name: 'Delete image 2' }));
    expect(await screen.findByText('Image deleted successfully!')).toBeInTheDocument();
    const deletes = calls(fetchMock).filter((call) => call.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.url.pathname).toBe('/api/admin/images/71');
    expect(deletes[0]!.url.searchParams.get('profileid')).toBe('5');
  });

  it('says so when an image cannot be deleted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await pressRefused('Delete image 1', 'Image not found.');
    expect(await screen.findByText('Error occurred while deleting the image.')).toBeInTheDocument();
  });

  it('changes the owner’s profile limit and shows the server’s message', async () => {
    const user = userEvent.setup();
    renderView();
    const limit = await screen.findByLabelText('Profile limit');
    expect(limit).toHaveValue(3);
    await user.clear(limit);
    await user.type(limit, '5');
    await user.click(within(screen.getByRole('region', { name: 'Owner' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile limit changed.')).toBeInTheDocument();
    const put = calls(fetchMock).find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/users/42/limit');
    expect(JSON.parse(String(put.body))).toEqual({ profileLimit: 5 });
  });

  it('refuses a limit over 50 before sending anything', async () => {
    const user = userEvent.setup();
    renderView();
    const limit = await screen.findByLabelText('Profile limit');
    await user.clear(limit);
    await user.type(limit, '51');
    await user.click(within(screen.getByRole('region', { name: 'Owner' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The profile limit is a whole number from 0 to 50.')).toBeInTheDocument();
    expect(calls(fetchMock).some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the review signals, each same-contact profile a link, and the way to the reports', async () => {
    profile = adminProfile({
      heldForReview: true,
      signals: { sameContactAs: [8], sameNicAs: [], phoneOnAccounts: 0, possibleBroker: true, openReports: 1 },
    });
    renderView();
    const block = await screen.findByRole('region', { name: 'Review signals' });
    expect(
      within(block)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hidden after reports', '1 open report', 'Possible broker', 'Same contact as profile 8']);
    expect(within(block).getByRole('link', { name: 'Same contact as profile 8' })).toHaveAttribute(
      'href',
      '/admin/profile/8',
    );
    expect(within(block).getByRole('link', { name: 'See the reports' })).toHaveAttribute('href', '/admin/reports');
  });

  it('says when there is nothing to check, with no way to reports that are not there', async () => {
    renderView();
    const block = await screen.findByRole('region', { name: 'Review signals' });
    expect(block).toHaveTextContent('Nothing for the team to check.');
    expect(within(block).queryByRole('link')).not.toBeInTheDocument();
  });

  it('stops the owner creating profiles only after the dialog is confirmed, then offers to allow it again', async () => {
    const user = userEvent.setup();
    renderView();
    const owner = await screen.findByRole('region', { name: 'Owner' });
    expect(within(owner).getByText('New profiles').nextElementSibling).toHaveTextContent('Allowed');

    fire.mockResolvedValueOnce(cancelled);
    await user.click(within(owner).getByRole('button', { name: 'Stop new profiles' }));
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Are you sure?', confirmButtonText: 'Yes, stop new profiles' }),
    );
    expect(calls(fetchMock).some((call) => call.method === 'PUT')).toBe(false);

    fire.mockResolvedValueOnce({ isConfirmed: true });
    await user.click(within(owner).getByRole('button', { name: 'Stop new profiles' }));
    expect(await screen.findByText('New profiles stopped.')).toBeInTheDocument();
    const put = calls(fetchMock).find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/users/42/creation');
    expect(JSON.parse(String(put.body))).toEqual({ allowed: false });
    expect(await within(owner).findByRole('button', { name: 'Allow new profiles' })).toBeInTheDocument();
    expect(within(owner).getByText('New profiles').nextElementSibling).toHaveTextContent(
      'Blocked from creating profiles',
    );
  });

  it('says so when the account’s permission cannot be changed', async () => {
    profile = adminProfile({ owner: { ...adminProfile().owner, canCreateProfiles: false } });
    await pressRefused('Allow new profiles', 'Account not found.');
    expect(await screen.findByText('Account not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Allow new profiles' })).toBeInTheDocument();
  });

  it('goes back to the listing after Delete is confirmed', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/profile$/));
    expect(calls(fetchMock).find((call) => call.method === 'DELETE')!.url.pathname).toBe('/api/admin/profile/5');
    expect(await screen.findByText('Profile deleted successfully!')).toBeInTheDocument();
  });
});
