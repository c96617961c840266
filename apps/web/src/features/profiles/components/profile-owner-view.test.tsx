import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { calls, json, renderScreen } from '@/test/render';

import { ownerProfile } from '../owner-profile.fixture';

import { ProfileOwnerView } from './profile-owner-view';

const renderView = () => renderScreen(<ProfileOwnerView id={5} />, { route: '/profiles/5', path: '/profiles/:id' });

describe('ProfileOwnerView', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockImplementation(async (_url: URL, init?: RequestInit) =>
      init?.method === 'GET' ? json(ownerProfile()) : json({ success: true, message: 'Done' }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the header, the status, the main photo and every section by its text', async () => {
    renderView();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nimal' })).toBeInTheDocument();
    expect(screen.getByText('Profile ID 5')).toBeInTheDocument();
    expect(screen.getByText('Active')).toHaveClass('badge');
    expect(screen.getByText('Not reviewed')).toHaveClass('badge');
    expect(screen.getByRole('img', { name: 'Main photo of Nimal' })).toHaveAttribute('src', '/media/70-card.jpg');

    const general = screen.getByRole('region', { name: 'General Information' });
    const value = (section: HTMLElement, label: string) => within(section).getByText(label).nextElementSibling;
    expect(value(general, 'Marital Status')).toHaveTextContent('Never Married');
    expect(value(general, 'Complexion')).toHaveTextContent('Fair');
    expect(value(general, 'Height')).toHaveTextContent('170 cm');
    expect(value(general, 'Caste No Bar')).toHaveTextContent('Yes');
    expect(value(general, 'Food Habits')).toHaveTextContent('Not provided');
    const astro = screen.getByRole('region', { name: 'Astro Details' });
    expect(value(astro, 'Birth Star')).toHaveTextContent('Rohini');
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(value(contact, 'Country')).toHaveTextContent('Sri Lanka');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/profiles/edit/5');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profiles');
  });

  it('deletes after Confirm and goes back to My Profiles', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(calls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profiles$/));
    expect(calls(fetchMock).find((call) => call.method === 'DELETE')!.url.pathname).toBe('/api/profilecx/5');
    expect(await screen.findByText('Profile deleted successfully!')).toBeInTheDocument();
  });

  it('makes another photo the main one, and deletes a photo only after Confirm', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Make main photo 2' }));
    await waitFor(() =>
      expect(calls(fetchMock).map((call) => `${call.method} ${call.url.pathname}`)).toContain(
        'PUT /api/profilecx/5/images/71/main',
      ),
    );
    expect(await screen.findByText('Main photo changed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    expect(await screen.findByText('Delete this photo?')).toBeInTheDocument();
    expect(calls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls(fetchMock).map((call) => `${call.method} ${call.url.pathname}`)).toContain(
        'DELETE /api/profilecx/5/images/71',
      ),
    );
    // Each change reloads the profile.
    await waitFor(() => expect(calls(fetchMock).filter((call) => call.method === 'GET').length).toBeGreaterThan(2));
  });
});
