import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { AdminChecks } from '@vivaha/shared/verification';

import { adminProfile } from '@/test/profile-fixtures';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';

import { PhotoCheckReview } from './photo-check-review';

const waiting: AdminChecks = {
  phone: { result: 'verified', checkedOn: '2026-11-20T10:00:00.000Z', current: true, reason: null },
  nic: null,
  photo: null,
  verified: ['phone'],
  selfie: {
    pose: 'ear',
    sentOn: '2026-11-28T10:00:00.000Z',
    deletedOn: '2026-12-05T10:00:00.000Z',
    url: '/api/admin/photo-checks/5/selfie?k=0a1b2c3d',
  },
};

describe('PhotoCheckReview', () => {
  const fetchMock = stubbedFetch();
  let stored: AdminChecks;
  beforeEach(() => {
    stored = waiting;
    fetchMock.mockImplementation(async (_url: URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { decision: string };
        stored = { ...stored, selfie: null };
        return json({ success: true, message: body.decision === 'approve' ? 'Approved.' : 'Declined.' });
      }
      return json(stored);
    });
  });

  const renderReview = () => renderScreen(<PhotoCheckReview profile={adminProfile()} />);

  it('shows the pose asked for, the photo sent beside the profile’s photos, and the badges', async () => {
    renderReview();
    expect(await screen.findByText('A hand covering one ear')).toBeVisible();
    const selfie = screen.getByRole('img', { name: 'Photo of Nimal taken for the photo check' });
    expect(selfie).toHaveAttribute('src', '/api/admin/photo-checks/5/selfie?k=0a1b2c3d');
    expect(screen.getByRole('img', { name: 'Photo 1 of Nimal' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Checks' })).toHaveTextContent('Phone verified');
  });

  it('declines only with a reason, named under its field, then sends it', async () => {
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Please choose the reason the photo check is declined.')).toHaveClass(
      'invalid-feedback',
    );
    expect(calls(fetchMock).some((call) => call.method === 'POST')).toBe(false);
    await user.selectOptions(
      screen.getByLabelText('Or decline, with the reason the owner is told'),
      'The face is not clear enough',
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('No photo check is waiting.')).toBeVisible();
    expect(calls(fetchMock).find((call) => call.method === 'POST')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/admin/photo-checks/5' }),
      json: { decision: 'decline', reason: 'unclear' },
    });
  });

  it('approves, and the photo is gone from the panel', async () => {
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Approve: same person, pose shown' }));
    expect(await screen.findByText('No photo check is waiting.')).toBeVisible();
    expect(screen.queryByRole('img', { name: /taken for the photo check/ })).toBeNull();
    expect(calls(fetchMock).find((call) => call.method === 'POST')?.json).toEqual({ decision: 'approve' });
  });
});
