import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';

import { session } from '@/lib/session';
import { me } from '@/test/account-fixtures';
import { pressOn } from '@/test/press-on';
import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { AccountMenu } from './account-menu';

const member = me({ cxName: 'Sunil Perera' });

describe('AccountMenu logout', () => {
  const fetchMock = signedInWithFetch('Sunil Perera', { token: 'token-of-this-device' });

  async function logOut() {
    const user = await pressOn(<AccountMenu />, 'Account menu for Sunil Perera', { route: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
  }

  it('ends the session on the server with this device’s token, then here', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith('/identity/logout')
        ? json({ returnCode: 1, returnText: 'You have been logged out.' })
        : json(member),
    );
    await logOut();
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    const ended = calls(fetchMock).find((call) => call.url.pathname === '/identity/logout');
    expect(ended?.method).toBe('POST');
    const init = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/identity/logout'))![1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-of-this-device');
    expect(session.get()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('button', { name: 'Login/Register' })).toBeInTheDocument();
  });

  it('still signs out here when the server cannot be reached', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (String(url).endsWith('/identity/logout')) throw new TypeError('Failed to fetch');
      return json(member);
    });
    await logOut();
    await waitFor(() => expect(session.get()).toBeNull());
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
  });
});

describe('AccountMenu links', () => {
  const fetchMock = signedInWithFetch('Sunil Perera', { token: 'token-of-this-device', answer: () => json(member) });

  /** Lets a test move the app to another address without touching the menu. */
  const navigateTo: { current?: NavigateFunction } = {};
  function NavigateHandle() {
    navigateTo.current = useNavigate();
    return null;
  }

  async function openMenu(isAdmin: boolean) {
    fetchMock.mockImplementation(async () => json({ ...member, isAdmin }));
    const user = userEvent.setup();
    renderScreen(
      <>
        <AccountMenu />
        <NavigateHandle />
      </>,
      { route: '/dashboard' },
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(await screen.findByRole('button', { name: 'Account menu for Sunil Perera' }));
  }

  it('lists the shortlist, saved searches and messages after My Profiles, hidden and blocked after the approvals', async () => {
    await openMenu(false);
    await screen.findByRole('link', { name: 'My Profiles' });
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(0, 8)).toEqual([
      'My Profiles',
      'My Shortlist',
      'My Saved Searches',
      'Messages',
      'My Requests',
      'My Approvals',
      'My Hidden Profiles',
      'My Blocked Members',
    ]);
    expect(screen.getByRole('link', { name: 'My Shortlist' })).toHaveAttribute('href', '/MyShortlist');
    expect(screen.getByRole('link', { name: 'My Saved Searches' })).toHaveAttribute('href', '/MySavedSearches');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.getByRole('link', { name: 'My Hidden Profiles' })).toHaveAttribute('href', '/MyHiddenProfiles');
    expect(screen.getByRole('link', { name: 'My Blocked Members' })).toHaveAttribute('href', '/MyBlockedMembers');
  });

  it('offers an administrator the overview, the profiles, the reports queue and the stories, in that order', async () => {
    await openMenu(true);
    expect(await screen.findByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/admin/reports');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/profile');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/admin');
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(screen.getByRole('link', { name: 'Success stories' })).toHaveAttribute('href', '/admin/stories');
    expect(names.slice(names.indexOf('Overview'))).toEqual(['Overview', 'Admin', 'Reports', 'Success stories']);
  });

  it('offers a member neither', async () => {
    await openMenu(false);
    await screen.findByRole('link', { name: 'My Profiles' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Success stories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument();
  });

  it('closes once a choice is made, or on Escape, and not because the address changed under it', async () => {
    await openMenu(false);
    const user = userEvent.setup();
    const menuButton = screen.getByRole('button', { name: 'Account menu for Sunil Perera' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // A navigation that was still loading when the menu opened ends now.
    act(() => void navigateTo.current?.('/profiles'));
    expect(screen.getByTestId('location')).toHaveTextContent('/profiles');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    await user.click(screen.getByRole('link', { name: 'My Requests' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/myrequests');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
