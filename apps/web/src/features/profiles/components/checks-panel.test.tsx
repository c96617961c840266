import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { ProfileChecks } from '@vivaha/shared/verification';

import { noChecks, stubbedChecks } from '@/test/checks-server';
import { calls, json, renderScreen } from '@/test/render';

import { ChecksPanel } from './checks-panel';

const consistent: ProfileChecks = {
  ...noChecks,
  nic: { result: 'consistent', checkedOn: '2026-11-20T10:00:00.000Z', current: true, reason: null },
  verified: ['nic'],
};
const agreed = 'The NIC number agrees with this profile’s date of birth and gender.';

describe('ChecksPanel', () => {
  const { fetchMock, checks } = stubbedChecks((url, init, checks) => {
    const address = String(url);
    if (address.endsWith('/verify-phone')) {
      checks.stored = {
        ...checks.stored,
        phoneCode: { state: 'sent', to: '+94 77 123 4567', expiresOn: '2026-11-29T10:10:00.000Z' },
      };
      return json({ success: true, message: 'We are sending a 6-digit code by SMS to +94 77 123 4567.' });
    }
    if (address.endsWith('/verify-phone/confirm')) {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      if (code !== '246810') {
        const message = 'That code is not right. Please check the SMS and try again.';
        return json({ statusCode: 400, message, fieldErrors: { code: message } }, 400);
      }
      checks.stored = {
        ...checks.stored,
        phoneCode: null,
        phone: { result: 'verified', checkedOn: '2026-11-29T10:00:00.000Z', current: true, reason: null },
        verified: ['phone', ...checks.stored.verified],
      };
      return json({ success: true, message: 'Thank you: the mobile number is verified.' });
    }
    if (init?.method === 'PUT') {
      const { nic } = JSON.parse(String(init.body)) as { nic: string };
      if (nic === '12345') {
        const message = 'Please enter the NIC number as it is on the card: 9 digits and V or X, or 12 digits.';
        return json({ statusCode: 400, message, fieldErrors: { nic: message } }, 400);
      }
      checks.stored = consistent;
      return json({ success: true, result: 'consistent', message: agreed });
    }
    return undefined;
  });

  const renderPanel = async () => {
    renderScreen(<ChecksPanel profileId={5} name="Dilini" mobile="+94 77 123 4567" />);
    return screen.findByRole('region', { name: 'Checks that build trust' });
  };

  it('checks a number, says the answer, empties the field and shows the badge with what it means', async () => {
    const panel = within(await renderPanel());
    const field = panel.getByLabelText('National Identity Card number of Dilini');
    await userEvent.type(field, '957345678V');
    await userEvent.click(panel.getByRole('button', { name: 'Check NIC' }));
    expect(await panel.findByText(agreed)).toHaveClass('alert-success');
    expect(field).toHaveValue('');
    expect(calls(fetchMock).find((call) => call.method === 'PUT')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/profilecx/5/nic' }),
      json: { nic: '957345678V' },
    });
    expect(await panel.findByRole('list', { name: 'Checks' })).toHaveTextContent('NIC checked');
    await userEvent.click(panel.getByText('What does this mean?'));
    expect(panel.getByText(/The site never saw the card and keeps no number/)).toBeVisible();
  });

  it('says what the last check found when the owner comes back', async () => {
    checks.stored = consistent;
    const panel = within(await renderPanel());
    expect(await panel.findByText('The NIC number agreed with this profile: its badge shows.')).toBeInTheDocument();
  });

  it('says when the last number did not agree, and shows no badge', async () => {
    checks.stored = {
      ...noChecks,
      nic: { result: 'mismatch', checkedOn: '2026-11-20T10:00:00.000Z', current: false, reason: null },
    };
    const panel = within(await renderPanel());
    expect(await panel.findByText(/The last NIC number did not agree with this profile/)).toBeInTheDocument();
    expect(panel.queryByRole('list', { name: 'Checks' })).toBeNull();
  });

  it('names the field when the number is in no NIC form, and asks for one when it is empty', async () => {
    const panel = within(await renderPanel());
    const field = panel.getByLabelText('National Identity Card number of Dilini');
    await userEvent.click(panel.getByRole('button', { name: 'Check NIC' }));
    expect(await panel.findByText('Please enter the NIC number.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock).some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.type(field, '12345');
    await userEvent.click(panel.getByRole('button', { name: 'Check NIC' }));
    expect(
      await panel.findByText('Please enter the NIC number as it is on the card: 9 digits and V or X, or 12 digits.'),
    ).toHaveClass('invalid-feedback');
    expect(field).toHaveValue('12345');
    expect(panel.queryByRole('list', { name: 'Checks' })).toBeNull();
  });

  it('sends a code to the profile’s mobile and takes it back, saying a wrong one under the field', async () => {
    const panel = within(await renderPanel());
    expect(panel.getByText('Confirm +94 77 123 4567 with a 6-digit code the site sends to it by SMS.')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Send code' }));
    expect(await panel.findByText('We are sending a 6-digit code by SMS to +94 77 123 4567.')).toBeVisible();
    const code = await panel.findByLabelText('Code from the SMS sent to +94 77 123 4567');
    await userEvent.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await userEvent.click(panel.getByRole('button', { name: 'Verify' }));
    expect(await panel.findByText('That code is not right. Please check the SMS and try again.')).toHaveClass(
      'invalid-feedback',
    );
    await userEvent.clear(code);
    await userEvent.type(code, '246810');
    await userEvent.click(panel.getByRole('button', { name: 'Verify' }));
    expect(await panel.findByText('Thank you: the mobile number is verified.')).toBeVisible();
    expect(await panel.findByText(/The mobile number \+94 77 123 4567 is verified/)).toBeVisible();
    expect(panel.getByRole('list', { name: 'Checks' })).toHaveTextContent('Phone verified');
  });

  it('says plainly when the SMS could not be sent, and offers a new code', async () => {
    checks.stored = {
      ...noChecks,
      phoneCode: { state: 'failed', to: '+94 77 123 4567', expiresOn: '2026-11-29T10:10:00.000Z' },
    };
    const panel = within(await renderPanel());
    expect(await panel.findByText('The SMS could not be sent just now. Please try again later.')).toBeVisible();
    expect(panel.queryByLabelText(/Code from the SMS/)).toBeNull();
    expect(panel.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });
});
