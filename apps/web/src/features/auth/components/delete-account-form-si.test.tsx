import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { me } from '@/test/account-fixtures';
import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { MyData } from './my-data';

// A Sinhala page.
vi.mock('@/lib/language', async (original) => ({ ...(await original<object>()), pageLanguage: 'si' }));

beforeAll(async () => {
  await i18n.changeLanguage('si');
  await i18n.loadNamespaces(['auth', 'common']);
});
afterAll(() => i18n.changeLanguage('en'));

describe('Delete my account on a Sinhala page', () => {
  const fetchMock = signedInWithFetch('Sunil');

  it('asks for the Sinhala word, not the English one', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith('/identity/deleteaccount')
        ? json({ returnCode: 1, returnText: 'ඔබේ ගිණුම මකා දමන ලදී.' })
        : json(me()),
    );
    const user = userEvent.setup();
    renderScreen(<MyData />, { route: '/si/MyData' });
    await user.type(await screen.findByLabelText('ඔබේ මුරපදය', { selector: '#delete-password' }), 'Kandy#2026a');
    const word = screen.getByLabelText('තහවුරු කිරීමට මකන්න ලෙස ටයිප් කරන්න');
    await user.type(word, 'DELETE');
    await user.click(screen.getByRole('button', { name: 'මගේ ගිණුම මකන්න' }));
    expect(await screen.findByText('තහවුරු කිරීමට හරියටම මකන්න ලෙස ටයිප් කරන්න.')).toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.url.pathname === '/identity/deleteaccount')).toEqual([]);

    await user.clear(word);
    await user.type(word, 'මකන්න');
    await user.click(screen.getByRole('button', { name: 'මගේ ගිණුම මකන්න' }));
    expect(await screen.findByText('ඔබේ ගිණුම මකා දමන ලදී.')).toBeInTheDocument();
  });
});
