import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { me } from '@/test/account-fixtures';
import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { MyData } from './my-data';

const ASKED =
  'We are making a copy of your data. A link to download it will be mailed to you in a few minutes; it works for 24 hours.';

describe('Download my data', () => {
  const fetchMock = signedInWithFetch();
  const exportCalls = () => calls(fetchMock).filter((call) => call.url.pathname === '/identity/export');
  const answer = (exported: Response) =>
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith('/identity/export') ? exported : json(me()),
    );

  async function ask(password: string) {
    const user = userEvent.setup();
    renderScreen(<MyData />, { route: '/MyData' });
    if (password)
      await user.type(await screen.findByLabelText('Your password', { selector: '#export-password' }), password);
    await user.click(await screen.findByRole('button', { name: 'Email me a copy' }));
  }

  it('asks with the password and says the link is coming by mail', async () => {
    answer(json({ returnCode: 1, returnText: ASKED }));
    await ask('Kandy#2026a');
    expect(await screen.findByText(ASKED)).toBeInTheDocument();
    expect(exportCalls().map((call) => call.json)).toEqual([{ password: 'Kandy#2026a' }]);
    expect(screen.getByLabelText('Your password', { selector: '#export-password' })).toHaveValue('');
  });

  it('asks for the password first and sends nothing without it', async () => {
    answer(json({ returnCode: 1, returnText: ASKED }));
    await ask('');
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(exportCalls()).toEqual([]);
  });

  it('shows a refused password on its field, and the limit of the day as the server says it', async () => {
    const refused = 'Your current password is not correct.';
    answer(json({ returnCode: 0, returnText: refused, fieldErrors: { password: refused } }, 400));
    await ask('Wrong#Pass1');
    const field = screen.getByLabelText('Your password', { selector: '#export-password' });
    expect(await screen.findAllByText(refused)).not.toHaveLength(0);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the download when a mailed link brought the member here to sign in first', async () => {
    fetchMock.mockImplementation(async () => json(me()));
    renderScreen(<MyData />, { route: '/MyData?download=abc_DEF-123' });
    expect(await screen.findByText('Your copy is ready.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/identity/export/abc_DEF-123',
    );
  });

  it('says why when a mailed link no longer works', async () => {
    fetchMock.mockImplementation(async () => json(me()));
    renderScreen(<MyData />, { route: '/MyData?export=gone' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/has expired, has been used twice already/);
  });
});
