import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { badRequest } from '@/test/error-answers';
import { adminProfile } from '@/test/profile-fixtures';
import {
  expectEditFormLoaded,
  fillRequiredProfile,
  profileFormSections,
  saveProfileForm,
} from '@/test/profile-form-filling';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';

import { AdminProfileCreate } from './admin-profile-create';
import { AdminProfileEdit } from './admin-profile-edit';

type User = ReturnType<typeof userEvent.setup>;

const renderCreate = () =>
  renderScreen(<AdminProfileCreate />, { route: '/admin/profile/new', path: '/admin/profile/new' });

const fillRequired = (user: User) => fillRequiredProfile(user, { createdBy: 'Parents', maritalStatus: 'Seperated' });

describe('AdminProfileForm', () => {
  const fetchMock = stubbedFetch();

  it('has the member form’s sections, the administration section, and spells 77 Seperated', async () => {
    renderCreate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Create Profile' })).toBeInTheDocument();
    for (const title of [...profileFormSections, 'Administration']) {
      expect(screen.getByRole('group', { name: title })).toBeInTheDocument();
    }
    const statuses = within(screen.getByLabelText('Marital Status')).getAllByRole('option');
    expect(statuses.map((option) => option.textContent)).toEqual([
      '--choose one--',
      'Never Married',
      'Widowed/Widower',
      'Divorced',
      'Seperated',
    ]);
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Inactive', 'Active', 'Suspended', 'Removed']);
    expect(screen.getByLabelText('Photos protected')).toBeChecked();
    expect(screen.getByLabelText('Contact details protected')).toBeChecked();
    expect(screen.getByLabelText('Horoscope protected')).toBeChecked();
    expect(screen.getByLabelText('Reviewed')).not.toBeChecked();
    expect(screen.getByLabelText("Owner's email (leave empty to own it yourself)")).toHaveValue('');
  });

  it('creates with the status, review, protections and owner, then returns to /admin/profile/', async () => {
    fetchMock.mockResolvedValue(json({ success: true, message: 'Profile saved successfully!', profileId: 77 }, 201));
    const user = userEvent.setup();
    renderCreate();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await user.click(screen.getByLabelText('Reviewed'));
    await user.click(screen.getByLabelText('Horoscope protected'));
    await user.type(screen.getByLabelText('Remove comments'), 'Checked by phone.');
    await user.type(screen.getByLabelText("Owner's email (leave empty to own it yourself)"), ' kamala@example.lk ');
    await saveProfileForm(user);

    // Spec section 2: after a save the admin form goes to /admin/profile/{id}, the id empty on create.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/profile\/$/));
    const [call] = calls(fetchMock);
    expect(call!.method).toBe('POST');
    expect(call!.url.pathname).toBe('/api/admin/profile');
    expect(JSON.parse(String(call!.body))).toMatchObject({
      name: 'Nimal',
      createdby: 2,
      martialstatus: 77,
      active: 1,
      reviewed: true,
      horprotected: false,
      photoprotected: true,
      contactprotected: true,
      removeComments: 'Checked by phone.',
      ownerEmail: 'kamala@example.lk',
      dob: '1994-01-01',
      astro_birthdaytime: null,
    });
    expect(await screen.findByText('Profile saved successfully!')).toBeInTheDocument();
  });

  it('keeps everything typed and shows the server’s message when it refuses the owner', async () => {
    fetchMock.mockResolvedValue(
      badRequest('No account has this email address.', { ownerEmail: 'No account has this email address.' }),
    );
    const user = userEvent.setup();
    renderCreate();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'Suspended');
    const owner = screen.getByLabelText("Owner's email (leave empty to own it yourself)");
    await user.type(owner, 'nobody@example.lk');
    await saveProfileForm(user);

    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'No account has this email address.',
    );
    expect(owner).toHaveAccessibleDescription(/No account has this email address\./);
    expect(owner).toHaveFocus();
    expect(owner).toHaveValue('nobody@example.lk');
    expect(screen.getByLabelText('Nick Name')).toHaveValue('Nimal');
    expect(screen.getByLabelText('Marital Status')).toHaveValue('77');
    expect(screen.getByLabelText('Status')).toHaveValue('60');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/profile/new');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('goes back to the listing on Cancel when creating', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/profile\/$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills the edit form from the profile, with the team’s fields, and saves with PUT', async () => {
    fetchMock.mockImplementation(async (_url: URL, init?: RequestInit) =>
      init?.method === 'PUT'
        ? json({ success: true, message: 'Profile saved successfully!', profileId: 5 })
        : json(adminProfile({ active: 60, reviewed: true })),
    );
    const user = userEvent.setup();
    renderScreen(<AdminProfileEdit id={5} />, { route: '/admin/profile/edit/5', path: '/admin/profile/edit/:id' });

    await expectEditFormLoaded('Admin Edit Profile');
    expect(screen.getByLabelText('Marital Status')).toHaveDisplayValue('Seperated');
    expect(screen.getByLabelText('Status')).toHaveValue('60');
    expect(screen.getByLabelText('Reviewed')).toBeChecked();
    expect(screen.getByLabelText('Photos protected')).not.toBeChecked();
    expect(screen.getByLabelText('Remove comments')).toHaveValue('Asked to check the photos.');
    expect(screen.queryByLabelText("Owner's email (leave empty to own it yourself)")).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await saveProfileForm(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/profile\/5$/));
    const put = calls(fetchMock).find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/profile/5');
    expect(JSON.parse(String(put.body))).toMatchObject({
      active: 1,
      reviewed: true,
      photoprotected: false,
      ownerEmail: '',
      dob: '1990-05-17',
      astro_birthdaytime: '1990-05-17T06:45',
    });
  });

  it('goes back to the profile on Cancel when editing', async () => {
    fetchMock.mockImplementation(async () => json(adminProfile()));
    const user = userEvent.setup();
    renderScreen(<AdminProfileEdit id={5} />, { route: '/admin/profile/edit/5', path: '/admin/profile/edit/:id' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/profile\/5$/);
  });
});
