import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { validationMessages as m } from '@vivaha/shared/messages';

import { session } from '@/lib/session';
import { calls, json, refused, renderScreen } from '@/test/render';

import { signingInForm } from '../test/forms';

vi.mock('@/lib/botcheck', () => import('@/test/botcheck'));

const { LoginForm } = await import('./login-form');

describe('LoginForm', () => {
  const { fetchMock, done: onSuccess } = signingInForm();

  async function logIn(email: string, password: string, variant: 'modal' | 'page' = 'modal') {
    const user = userEvent.setup();
    renderScreen(<LoginForm variant={variant} onSuccess={onSuccess} />);
    if (email) await user.type(await screen.findByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(await screen.findByRole('button', { name: 'Login' }));
  }

  it('asks for the email and the password and sends nothing without them', async () => {
    await logIn('', '');
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(m.passwordRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an address that is not one', async () => {
    await logIn('sunil.example.lk', 'Kandy#2026a');
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s returnText for a refused login and stays signed out', async () => {
    fetchMock.mockImplementation(async () =>
      json({ returnCode: 0, returnText: 'Email or password is not correct.' }, 401),
    );
    await logIn('sunil@example.lk', 'Wrong#2026a');
    await refused('Email or password is not correct.');
    expect(session.get()).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('sunil@example.lk');
  });

  it('says Login failed when a refusal carries no words, and Error logging in when the server is away', async () => {
    fetchMock.mockImplementation(async () => json({ returnCode: 0, returnText: '' }, 401));
    await logIn('sunil@example.lk', 'Kandy#2026a');
    await refused('Login failed');

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    await refused('Error logging in');
    // Only the latest reason stays beside the form.
    expect(within(screen.getByRole('button', { name: 'Login' }).closest('form')!).getByRole('alert')).toHaveTextContent(
      /^Error logging in$/,
    );
    expect(session.get()).toBeNull();
  });

  it('keeps the session and moves on after a login, as the spec sends it', async () => {
    fetchMock.mockImplementation(async () =>
      json({ returnCode: 1, returnText: 'OK', token: 'member-token', cxName: 'Sunil' }),
    );
    await logIn('Sunil@Example.lk', 'Kandy#2026a', 'page');
    expect(await screen.findByText('Login successful, navigating to dashboard...')).toBeInTheDocument();
    expect(session.get()).toEqual({ token: 'member-token', cxName: 'Sunil' });
    expect(onSuccess).toHaveBeenCalledOnce();
    const [call] = calls(fetchMock);
    expect(call!.url.pathname).toBe('/identity/login');
    expect(JSON.parse(String(call!.body))).toMatchObject({
      email: 'sunil@example.lk',
      password: 'Kandy#2026a',
      rememberMe: true,
      returnUrl: '',
      captchaToken: 'bot-token',
    });
  });
});
