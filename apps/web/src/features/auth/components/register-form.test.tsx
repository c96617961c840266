import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { validationMessages as m } from '@vivaha/shared/messages';

import { session } from '@/lib/session';
import { calls, json, refused, renderScreen } from '@/test/render';

import { signingInForm, type User, weakPasswords } from '../test/forms';

vi.mock('@/lib/botcheck', () => import('@/test/botcheck'));

const { RegisterForm } = await import('./register-form');

describe('RegisterForm', () => {
  const { fetchMock, done: onRegistered } = signingInForm();

  async function fill(email: string, password: string, confirm: string, agree = true) {
    const user = userEvent.setup();
    renderScreen(<RegisterForm onRegistered={onRegistered} />);
    if (email) await user.type(await screen.findByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
    if (agree) await user.click(screen.getByRole('checkbox', { name: /agree to the privacy notice/ }));
    return user;
  }
  const register = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

  it.each(weakPasswords)(
    'refuses a weak password (%s) with the spec’s message and sends nothing',
    async (_why, weak) => {
      const user = await fill('nimal@example.lk', weak, weak);
      await register(user);
      expect(await screen.findByText(m.passwordWeak)).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('asks for agreement to the privacy notice, says in plain words what it means, and sends nothing without it', async () => {
    const user = await fill('nimal@example.lk', 'Galle#2026b', 'Galle#2026b', false);
    expect(screen.getByText(/general details are published for everyone to see/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    await register(user);
    expect(await screen.findByText(m.privacyRequired)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /agree to the privacy notice/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Passwords do not match as the confirmation is typed, and on Register sends nothing', async () => {
    const user = await fill('nimal@example.lk', 'Galle#2026b', 'Galle#2026');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(m.passwordsDoNotMatch);
    await register(user);
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(m.passwordsDoNotMatch);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Confirm Password'), 'b');
    expect(screen.getByLabelText('Confirm Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a valid email address', async () => {
    const user = await fill('nimal@', 'Galle#2026b', 'Galle#2026b');
    await register(user);
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and stays on the first step', async () => {
    fetchMock.mockResolvedValue(json({ returnCode: 0, returnText: 'This email is already registered.' }, 409));
    const user = await fill('nimal@example.lk', 'Galle#2026b', 'Galle#2026b');
    await register(user);
    await refused('This email is already registered.');
    expect(screen.getByLabelText('Email')).toHaveValue('nimal@example.lk');
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it('says Error creating user when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = await fill('nimal@example.lk', 'Galle#2026b', 'Galle#2026b');
    await register(user);
    await refused('Error creating user');
  });

  it('asks for the mailed code, refuses one that is not 6 digits, and signs in once verified', async () => {
    fetchMock.mockImplementation(async (url: URL) =>
      String(url).endsWith('/createotp')
        ? json({ returnCode: 1, returnText: 'OTP sent.' })
        : json({ returnCode: 1, returnText: 'Registered.', token: 'new-member-token', cxName: 'nimal' }),
    );
    const user = await fill('Nimal@Example.lk', 'Galle#2026b', 'Galle#2026b');
    await register(user);
    expect(await screen.findByText('OTP sent to your email')).toBeInTheDocument();
    const otp = screen.getByLabelText('OTP');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();

    await user.type(otp, '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(m.otpInvalid)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(onRegistered).toHaveBeenCalledOnce();
    expect(session.get()).toEqual({ token: 'new-member-token', cxName: 'nimal' });
    const [first, second] = calls(fetchMock);
    expect(JSON.parse(String(first!.body))).toMatchObject({
      email: 'nimal@example.lk',
      password: 'Galle#2026b',
      captchaToken: 'bot-token',
    });
    expect(second!.url.pathname).toBe('/identity/createviaotp');
    expect(JSON.parse(String(second!.body))).toMatchObject({
      email: 'nimal@example.lk',
      otp: '123456',
      privacyAgreed: true,
    });
  });

  it('says OTP verification failed with the server’s words and stays on the code', async () => {
    fetchMock.mockImplementation(async (url: URL) =>
      String(url).endsWith('/createotp')
        ? json({ returnCode: 1, returnText: 'OTP sent.' })
        : json({ returnCode: 0, returnText: 'The code is not correct.' }, 400),
    );
    const user = await fill('nimal@example.lk', 'Galle#2026b', 'Galle#2026b');
    await register(user);
    await user.type(await screen.findByLabelText('OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await refused('The code is not correct.');
    expect(screen.getByLabelText('OTP')).toHaveValue('654321');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
