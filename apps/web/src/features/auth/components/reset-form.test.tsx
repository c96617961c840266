import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { validationMessages as m } from '@vivaha/shared/messages';

import { session } from '@/lib/session';
import { calls, json, refused, renderScreen } from '@/test/render';

import { signingInForm, type User } from '../test/forms';

vi.mock('@/lib/botcheck', () => import('@/test/botcheck'));

const { ResetForm } = await import('./reset-form');

describe('ResetForm', () => {
  const { fetchMock, done: onDone } = signingInForm();

  const start = (variant: 'modal' | 'page' = 'modal') => {
    renderScreen(<ResetForm variant={variant} onDone={onDone} />);
    return userEvent.setup();
  };
  async function toCodeStep(user: User) {
    await user.type(await screen.findByLabelText('Email'), 'sunil@example.lk');
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    return screen.findByLabelText('OTP');
  }

  it('asks for the email and sends nothing without it', async () => {
    const user = start();
    await user.click(await screen.findByRole('button', { name: 'Request OTP' }));
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s words, or Failed to send reset instructions on the page, and stays on the email', async () => {
    fetchMock.mockImplementation(async () => json({ returnCode: 0, returnText: '' }, 429));
    const user = start('page');
    await user.type(await screen.findByLabelText('Email'), 'sunil@example.lk');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    await refused('Failed to send reset instructions');
    expect(screen.queryByLabelText('OTP')).toBeNull();

    fetchMock.mockImplementation(async () =>
      json({ returnCode: 0, returnText: 'Too many requests. Please wait.' }, 429),
    );
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    await refused('Too many requests. Please wait.');
  });

  it('refuses a weak new password and a code that is not 6 digits before sending', async () => {
    fetchMock.mockImplementation(async () => json({ returnCode: 1, returnText: 'Sent.' }));
    const user = start();
    const otp = await toCodeStep(user);
    expect(screen.getByText('OTP sent to your email')).toBeInTheDocument();
    await user.type(otp, '12');
    await user.type(screen.getByLabelText('New Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(m.otpInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.passwordWeak)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says Failed to reset password for a refused code and keeps the step', async () => {
    fetchMock.mockImplementation(async (url: URL) =>
      String(url).endsWith('/otpresetpassword')
        ? json({ returnCode: 1, returnText: 'Sent.' })
        : json({ returnCode: 0, returnText: '' }, 400),
    );
    const user = start();
    await user.type(await toCodeStep(user), '123456');
    await user.type(screen.getByLabelText('New Password'), 'Galle#2026b');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await refused('Failed to reset password');
    expect(screen.getByLabelText('OTP')).toHaveValue('123456');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('resets with the code and the new password, says so and signs in', async () => {
    fetchMock.mockImplementation(async () =>
      json({ returnCode: 1, returnText: 'OK', token: 'new-password-token', cxName: 'sunil' }),
    );
    const user = start();
    await user.type(await toCodeStep(user), '123456');
    await user.type(screen.getByLabelText('New Password'), 'Galle#2026b');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
    expect(session.get()).toEqual({ token: 'new-password-token', cxName: 'sunil' });
    const [, reset] = calls(fetchMock);
    expect(reset!.url.pathname).toBe('/identity/resetpasswordbyotp');
    expect(JSON.parse(String(reset!.body))).toMatchObject({
      email: 'sunil@example.lk',
      otp: '123456',
      newPassword: 'Galle#2026b',
    });
  });
});
