import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { validationMessages as m } from '@vivaha/shared/messages';

import { session } from '@/lib/session';
import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { weakPasswords } from '../test/forms';

import { ChangePasswordForm } from './change-password-form';

describe('ChangePasswordForm', () => {
  const fetchMock = signedInWithFetch();

  const button = () => screen.getByRole('button', { name: 'Change Password' });
  async function fill(oldPassword: string, newPassword: string, confirm: string) {
    const user = userEvent.setup();
    renderScreen(<ChangePasswordForm />);
    if (oldPassword) await user.type(await screen.findByLabelText('Old Password'), oldPassword);
    if (newPassword) await user.type(screen.getByLabelText('New Password'), newPassword);
    if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
    return user;
  }

  it('keeps the button disabled until all three are filled', async () => {
    await fill('Kandy#2026a', 'Galle#2026b', '');
    expect(button()).toBeDisabled();
    await userEvent.setup().type(screen.getByLabelText('Confirm New Password'), 'Galle#2026b');
    expect(button()).toBeEnabled();
  });

  it.each(weakPasswords)(
    'refuses a weak new password (%s) with the spec’s message and sends nothing',
    async (_why, weak) => {
      const user = await fill('Kandy#2026a', weak, weak);
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(m.passwordWeak);
      expect(button()).toBeDisabled();
      await user.click(button());
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('says New passwords do not match. and sends nothing', async () => {
    const user = await fill('Kandy#2026a', 'Galle#2026b', 'Galle#2026c');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(m.newPasswordsDoNotMatch);
    expect(button()).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm New Password'), '{Backspace}b');
    expect(screen.getByLabelText('Confirm New Password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(button()).toBeEnabled();
  });

  it('sends the old and new password, keeps the session on its new token, says so and empties the form', async () => {
    fetchMock.mockResolvedValue(json({ returnCode: 1, returnText: 'Password changed.', token: 'fresh-token' }));
    const user = await fill('Kandy#2026a', 'Galle#2026b', 'Galle#2026b');
    await user.click(button());
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    const [call] = calls(fetchMock);
    expect(call!.url.pathname).toBe('/identity/changepassword');
    expect(JSON.parse(String(call!.body))).toEqual({ oldPassword: 'Kandy#2026a', newPassword: 'Galle#2026b' });
    expect(session.token()).toBe('fresh-token');
    expect(screen.getByLabelText('Old Password')).toHaveValue('');
  });

  it('shows the server’s refusal on the old password and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(json({ returnCode: 0, returnText: 'Your old password is not correct.' }, 400));
    const user = await fill('Wrong#2026a', 'Galle#2026b', 'Galle#2026b');
    await user.click(button());
    expect(await screen.findAllByText('Your old password is not correct.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Old Password')).toHaveAccessibleDescription('Your old password is not correct.');
    expect(screen.getByLabelText('New Password')).toHaveValue('Galle#2026b');
  });

  it('says An error occurred while changing your password. when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = await fill('Kandy#2026a', 'Galle#2026b', 'Galle#2026b');
    await user.click(button());
    expect(await screen.findAllByText('An error occurred while changing your password.')).not.toHaveLength(0);
  });
});
