import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { UpdateDetailsForm } from './update-details-form';

const details = {
  title: 'Mr.',
  customerName: 'Sunil Perera',
  eMail: 'sunil@example.lk',
  organization: '',
  address1: '12 Temple Road',
  address2: '',
  city: 'Kandy',
  postcode: '20000',
  phone1: '',
  phone2: '',
  fax: '',
  mobile: '0771234567',
  countryId: 129,
  countryName: 'Sri Lanka',
};

describe('UpdateDetailsForm', () => {
  const fetchMock = signedInWithFetch();

  const answer = (update: () => Response) =>
    fetchMock.mockImplementation(async (url: URL) =>
      String(url).endsWith('/getuserdetails') ? json(details) : update(),
    );

  /** Draws the form with the loaded details and types `text` over the field labelled `label`. */
  async function retype(label: string, text: string) {
    const user = userEvent.setup();
    renderScreen(<UpdateDetailsForm />);
    const field = await screen.findByLabelText(label);
    await user.clear(field);
    await user.type(field, text);
    return { user, field };
  }

  it('says Loading user details... and then fills the form, the email read-only', async () => {
    answer(() => json({ returnCode: 1, returnText: 'OK' }));
    renderScreen(<UpdateDetailsForm />);
    expect(await screen.findByText('Loading user details...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Sunil Perera');
    expect(screen.getByLabelText('Email')).toHaveValue('sunil@example.lk');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Country')).toHaveValue('129');
  });

  it('says Failed to load user details. when they cannot be loaded, with no form', async () => {
    fetchMock.mockImplementation(async () =>
      json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500),
    );
    renderScreen(<UpdateDetailsForm />);
    expect(await screen.findByText('Failed to load user details.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update User' })).toBeNull();
  });

  it('sends the changed details and says User updated successfully!', async () => {
    answer(() => json({ returnCode: 1, returnText: 'OK' }));
    const { user } = await retype('City', 'Galle');
    await user.selectOptions(screen.getByLabelText('Country'), 'India');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    const update = calls(fetchMock).find((call) => call.url.pathname === '/identity/updateuser');
    expect(JSON.parse(String(update!.body))).toMatchObject({ city: 'Galle', countryId: 104, mobile: '0771234567' });
  });

  it('refuses a field that is too long before sending', async () => {
    answer(() => json({ returnCode: 1, returnText: 'OK' }));
    const { user } = await retype('Postcode', '1'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('This is too long.')).toBeInTheDocument();
    expect(calls(fetchMock).some((call) => call.url.pathname === '/identity/updateuser')).toBe(false);
  });

  it('shows the server’s message under its field, or Failed to update user., and keeps what was typed', async () => {
    answer(() =>
      json(
        { returnCode: 0, returnText: 'Please check the mobile number.', fieldErrors: { mobile: 'Not a number.' } },
        400,
      ),
    );
    const { user, field: mobile } = await retype('Mobile', 'abc');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('Please check the mobile number.')).toBeInTheDocument();
    expect(mobile).toHaveAccessibleDescription('Not a number.');
    expect(mobile).toHaveValue('abc');

    answer(() => json({ returnCode: 0, returnText: '' }));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('Failed to update user.')).toBeInTheDocument();
  });
});
