import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Me } from '@vivaha/shared/identity';

import { renderScreen } from '@/test/render';

import { AdminOnly } from './admin-only';

const account = (isAdmin: boolean): Me => ({
  id: 7,
  cxName: 'Sunil',
  email: 'sunil@example.lk',
  isAdmin,
  profileLimit: 3,
  privacyCurrent: true,
});

describe('AdminOnly', () => {
  it('tells a member the page is for the team, without the screen', async () => {
    renderScreen(
      <AdminOnly me={{ data: account(false), isPending: false, error: null }}>
        <h1>Admin Profiles</h1>
      </AdminOnly>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("This page is for the team's administrators.");
    expect(screen.queryByRole('heading', { name: 'Admin Profiles' })).not.toBeInTheDocument();
  });

  it('shows the screen to an administrator', async () => {
    renderScreen(
      <AdminOnly me={{ data: account(true), isPending: false, error: null }}>
        <h1>Admin Profiles</h1>
      </AdminOnly>,
    );
    expect(await screen.findByRole('heading', { name: 'Admin Profiles' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the account cannot be checked', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(
      <AdminOnly me={{ data: undefined, isPending: false, error: new Error('offline') }}>
        <h1>Admin Profiles</h1>
      </AdminOnly>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be checked.');
    expect(screen.queryByRole('heading', { name: 'Admin Profiles' })).not.toBeInTheDocument();
    error.mockRestore();
  });
});
