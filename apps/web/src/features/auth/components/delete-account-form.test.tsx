import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { session } from '@/lib/session';
import { me } from '@/test/account-fixtures';
import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { MyData } from './my-data';

const sunil = me({ email: 'perera.family@example.org' });

describe('Delete my account', () => {
  const fetchMock = signedInWithFetch();
  const deleteCalls = () => calls(fetchMock).filter((call) => call.url.pathname === '/identity/deleteaccount');

  async function fill(password: string, word: string) {
    const user = userEvent.setup();
    renderScreen(<MyData />, { route: '/MyData' });
    if (password)
      await user.type(await screen.findByLabelText('Your password', { selector: '#delete-password' }), password);
    if (word) await user.type(screen.getByLabelText('Type DELETE to confirm'), word);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  }

  it('says what goes and what stays, and where the confirmation is sent', async () => {
    fetchMock.mockImplementation(async () => json(sunil));
    renderScreen(<MyData />, { route: '/MyData' });
    expect(await screen.findByText(/We send a confirmation to perera\.family@example\.org/)).toBeInTheDocument();
    expect(screen.getByText(/It cannot be undone/)).toBeInTheDocument();
    expect(screen.getByText(/Reports you made stay with the team, without your name/)).toBeInTheDocument();
  });

  it('sends nothing until the word is typed, and names the word', async () => {
    fetchMock.mockImplementation(async () => json(sunil));
    await fill('Kandy#2026a', 'delet');
    expect(await screen.findByText('Type DELETE exactly to confirm.')).toBeInTheDocument();
    expect(deleteCalls()).toEqual([]);
    expect(session.get()).not.toBeNull();
  });

  it('sends only the password, signs out and goes home once the account is deleted', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith('/identity/deleteaccount')
        ? json({ returnCode: 1, returnText: 'Your account has been deleted.' })
        : json(sunil),
    );
    await fill('Kandy#2026a', ' delete ');
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(deleteCalls().map((call) => call.json)).toEqual([{ password: 'Kandy#2026a' }]);
    expect(session.get()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows a refused password on its field, empties it and keeps the member signed in', async () => {
    const refused = 'Your current password is not correct.';
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith('/identity/deleteaccount')
        ? json({ returnCode: 0, returnText: refused, fieldErrors: { password: refused } }, 400)
        : json(sunil),
    );
    await fill('Wrong#Pass1', 'DELETE');
    const password = screen.getByLabelText('Your password', { selector: '#delete-password' });
    expect(await screen.findAllByText(refused)).not.toHaveLength(0);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('');
    expect(session.get()).not.toBeNull();
  });
});
