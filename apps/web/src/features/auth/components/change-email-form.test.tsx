import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { session } from '@/lib/session';
import { json, renderScreen, signedInWithFetch, stubbedFetch } from '@/test/render';

import { ChangeEmailForm } from './change-email-form';

describe('ChangeEmailForm', () => {
  const fetchMock = signedInWithFetch();

  async function fill(email: string, password: string) {
    const user = userEvent.setup();
    renderScreen(<ChangeEmailForm />);
    const field = await screen.findByLabelText('Email');
    if (email) await user.type(field, email);
    if (password) await user.type(screen.getByLabelText('Current password'), password);
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
  }
  const sentBody = () => JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body));

  it('sends the new address with the current password, says so and empties the form', async () => {
    fetchMock.mockResolvedValue(json({ returnCode: 1, returnText: 'Email reset instructions sent to your email.' }));
    await fill('New@Example.lk', 'Kandy#2026a');
    expect(await screen.findByText('Email reset instructions sent to your email.')).toBeInTheDocument();
    expect(sentBody()).toEqual({ email: 'new@example.lk', password: 'Kandy#2026a' });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('asks for the current password and sends nothing without it', async () => {
    await fill('new@example.lk', '');
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refused password on its field and keeps the address', async () => {
    const refused = 'Your current password is not correct.';
    fetchMock.mockResolvedValue(json({ returnCode: 0, returnText: refused, fieldErrors: { password: refused } }, 400));
    await fill('new@example.lk', 'Wrong#Pass1');
    const password = screen.getByLabelText('Current password');
    expect(await screen.findAllByText(refused)).not.toHaveLength(0);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(refused));
    expect(password).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.lk');
  });

  it('says Please enter a valid email address for an empty or malformed address', async () => {
    await fill('', 'Kandy#2026a');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ChangeEmailForm for a visitor', () => {
  const fetchMock = stubbedFetch();
  afterEach(() => {
    session.signOut('logout');
    sessionStorage.clear();
  });
  const renderPage = () => renderScreen(<ChangeEmailForm />, { route: '/changeemail', path: '/changeemail' });

  it('shows the email field and Send Link, and checks the address the same way', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/changeemail$/);
  });

  it('asks a visitor to log in on Send Link and brings the typed address back afterwards', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Email'), 'new@example.lk');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?returnUrl=%2Fchangeemail');
    expect(fetchMock).not.toHaveBeenCalled();

    cleanup();
    session.signIn('member-token', 'Sunil');
    renderPage();
    expect(await screen.findByLabelText('Email')).toHaveValue('new@example.lk');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    // Used once: the next visit starts empty.
    cleanup();
    renderPage();
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });
});
