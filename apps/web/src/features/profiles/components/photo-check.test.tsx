import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { ProfileChecks } from '@vivaha/shared/verification';

import { noChecks, stubbedChecks } from '@/test/checks-server';
import { calls, json, renderScreen } from '@/test/render';

import { PhotoCheck } from './photo-check';

const posed: ProfileChecks = {
  ...noChecks,
  photoCheck: { state: 'posed', pose: 'thumb', expiresOn: '2026-11-29T10:30:00.000Z' },
};

describe('PhotoCheck', () => {
  const { fetchMock, checks } = stubbedChecks((_url, init, checks) => {
    if (init?.method === 'POST') {
      checks.stored = posed;
      return json({ pose: 'thumb', expiresOn: '2026-11-29T10:30:00.000Z' });
    }
    if (init?.method === 'DELETE') {
      checks.stored = noChecks;
      return json({ success: true, message: 'The photo check is cancelled and the selfie deleted.' });
    }
    return undefined;
  });

  const renderCheck = () => renderScreen(<PhotoCheck profileId={5} name="Dilini" />);

  it('draws a pose on the server and shows it, drawn and in words, with the front camera offered', async () => {
    renderCheck();
    await userEvent.click(await screen.findByRole('button', { name: 'Start the photo check' }));
    expect(await screen.findByText('A thumb up beside the face')).toBeVisible();
    expect(calls(fetchMock).find((call) => call.method === 'POST')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/profilecx/5/photo-check' }),
    });
    const file = screen.getByLabelText('Take or choose the photo');
    expect(file).toHaveAttribute('capture', 'user');
    expect(file).toHaveAttribute('type', 'file');
  });

  it('asks for the photo before sending, and refuses a file that is no photo, naming the field', async () => {
    checks.stored = posed;
    renderCheck();
    await userEvent.click(await screen.findByRole('button', { name: 'Send to the team' }));
    expect(await screen.findByText('Please take or choose the photo first.')).toHaveClass('invalid-feedback');
    const file = screen.getByLabelText('Take or choose the photo');
    await userEvent.upload(file, new File(['%PDF'], 'card.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByText('Please choose a JPEG, PNG or WebP photo.')).toHaveClass('invalid-feedback');
    expect(file).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the photo waiting for the team, and cancels it', async () => {
    checks.stored = {
      ...noChecks,
      photoCheck: { state: 'waiting', pose: 'ear', expiresOn: '2026-12-06T10:00:00.000Z' },
    };
    renderCheck();
    expect(await screen.findByText(/The photo is with the team/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the photo check' }));
    expect(await screen.findByText('The photo check is cancelled and the selfie deleted.')).toBeVisible();
    expect(calls(fetchMock).find((call) => call.method === 'DELETE')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Start the photo check' })).toBeEnabled();
  });

  it('tells the owner why the team declined, and lets them start again', async () => {
    checks.stored = {
      ...noChecks,
      photo: { result: 'declined', checkedOn: '2026-11-20T10:00:00.000Z', current: false, reason: 'unclear' },
    };
    renderCheck();
    const said = await screen.findByText(/The team could not confirm the last photo check/);
    expect(said).toHaveTextContent('the face was not clear enough in the photo.');
    expect(screen.getByRole('button', { name: 'Start the photo check' })).toBeEnabled();
  });

  it('says the badge shows once the team approved', async () => {
    checks.stored = {
      ...noChecks,
      photo: { result: 'verified', checkedOn: '2026-11-20T10:00:00.000Z', current: true, reason: null },
      verified: ['photo'],
    };
    renderCheck();
    const region = await screen.findByText(/The team compared the photos/);
    expect(within(region).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start the photo check' })).toBeNull();
  });
});
