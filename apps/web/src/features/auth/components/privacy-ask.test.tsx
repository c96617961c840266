import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { PRIVACY_VERSION } from '@vivaha/shared/retention';

import { me } from '@/test/account-fixtures';
import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { PrivacyAsk } from './privacy-ask';

describe('asking again for the privacy notice', () => {
  const fetchMock = signedInWithFetch();

  it('says nothing to a member who agreed to the notice as it is', async () => {
    fetchMock.mockImplementation(async () => json(me()));
    renderScreen(<PrivacyAsk />);
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).toBeNull();
  });

  it('asks a member who has not, and records the agreement with the version', async () => {
    let agreed = false;
    fetchMock.mockImplementation(async (url: string) => {
      if (String(url).endsWith('/identity/privacy')) {
        agreed = true;
        return json({ returnCode: 1, returnText: 'Thank you: your agreement to the privacy notice is recorded.' });
      }
      return json(me({ privacyCurrent: agreed }));
    });
    renderScreen(<PrivacyAsk />);
    const ask = await screen.findByRole('region', { name: 'Privacy notice' });
    expect(ask).toHaveTextContent('We have changed our privacy notice.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('Thank you: your agreement to the privacy notice is recorded.')).toBeInTheDocument();
    const sent = calls(fetchMock).filter((call) => call.url.pathname === '/identity/privacy');
    expect(sent.map((call) => call.json)).toEqual([{ version: PRIVACY_VERSION }]);
    // Asked again, the member has agreed: the line goes.
    await expect.poll(() => screen.queryByRole('region', { name: 'Privacy notice' })).toBeNull();
  });
});
