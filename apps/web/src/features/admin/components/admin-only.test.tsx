import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { me } from '@/test/account-fixtures';
import { renderScreen } from '@/test/render';

import { AdminOnly } from './admin-only';

describe('AdminOnly', () => {
  it('tells a member the page is for the team, without the screen', async () => {
    renderScreen(
      <AdminOnly me={{ data: me(), isPending: false, error: null }}>
        <h1>Admin Profiles</h1>
      </AdminOnly>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("This page is for the team's administrators.");
    expect(screen.queryByRole('heading', { name: 'Admin Profiles' })).not.toBeInTheDocument();
  });

  it('shows the screen to an administrator', async () => {
    renderScreen(
      <AdminOnly me={{ data: me({ isAdmin: true }), isPending: false, error: null }}>
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
