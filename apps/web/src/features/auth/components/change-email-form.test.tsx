import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { session } from '@/lib/session';
import { json, renderScreen } from '@/test/render';

import { ChangeEmailForm } from './change-email-form';

describe('ChangeEmailForm', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    session.signIn('member-token', 'Sunil');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    session.signOut('logout');
  });

  async function fill(email: string, password: string) {
    const user = userEvent.setup();
    renderScreen(<ChangeEmailForm />);
    await user.type(await screen.findByLabelText('Email'), email);
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
});
