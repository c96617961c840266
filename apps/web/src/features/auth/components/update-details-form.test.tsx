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
    const user = userEvent.setup();
    renderScreen(<UpdateDetailsForm />);
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Galle');
    await user.selectOptions(screen.getByLabelText('Country'), 'India');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    const update = calls(fetchMock).find((call) => call.url.pathname === '/identity/updateuser');
    expect(JSON.parse(String(update!.body))).toMatchObject({ city: 'Galle', countryId: 104, mobile: '0771234567' });
  });

  it('refuses a field that is too long before sending', async () => {
    answer(() => json({ returnCode: 1, returnText: 'OK' }));
    const user = userEvent.setup();
    renderScreen(<UpdateDetailsForm />);
    const postcode = await screen.findByLabelText('Postcode');
    await user.clear(postcode);
    await user.type(postcode, '1'.repeat(21));
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
    const user = userEvent.setup();
    renderScreen(<UpdateDetailsForm />);
    const mobile = await screen.findByLabelText('Mobile');
    await user.clear(mobile);
    await user.type(mobile, 'abc');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('Please check the mobile number.')).toBeInTheDocument();
    expect(mobile).toHaveAccessibleDescription('Not a number.');
    expect(mobile).toHaveValue('abc');

    answer(() => json({ returnCode: 0, returnText: '' }));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('Failed to update user.')).toBeInTheDocument();
  });
});
