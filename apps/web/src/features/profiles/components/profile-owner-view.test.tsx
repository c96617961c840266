import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { OwnerProfile } from '@vivaha/shared/profile';

import { badRequest } from '@/test/error-answers';
import { ownerProfile } from '@/test/profile-fixtures';
import { calls, json, renderScreen } from '@/test/render';

import { ProfileOwnerView } from './profile-owner-view';

const onBlock = vi.fn(async () => true);
const renderView = () =>
  renderScreen(<ProfileOwnerView id={5} onBlock={onBlock} />, { route: '/profiles/5', path: '/profiles/:id' });

describe('ProfileOwnerView', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) => {
      if (init?.method !== 'GET') return json({ success: true, message: 'Done' });
      return String(url).includes('/viewers') ? json({ items: [], totalCount: 0 }) : json(ownerProfile());
    });
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
    // The name heads the page; the details do not repeat it as a row.
    expect(within(general).queryByText('Nick Name')).not.toBeInTheDocument();
    const astro = screen.getByRole('region', { name: 'Astro Details' });
    expect(value(astro, 'Birth Star')).toHaveTextContent('Rohini');
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(value(contact, 'Country')).toHaveTextContent('Sri Lanka');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/profiles/edit/5');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profiles');
  });

  it('puts the family’s controls first: who may see the details and who has seen them, above the photos and the fields', async () => {
    renderView();
    const controls = await screen.findByRole('region', { name: "Who may see this profile's details" });
    const seen = screen.getByRole('region', { name: 'Who has seen my details' });
    const photos = screen.getByRole('region', { name: 'Photos' });
    const general = screen.getByRole('region', { name: 'General Information' });
    const before = (first: Element, second: Element) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(controls, seen)).toBe(true);
    expect(before(seen, photos)).toBe(true);
    expect(before(seen, general)).toBe(true);
    // It has a photo: no word about adding one.
    expect(screen.queryByText(/Profiles with a photo get more requests/)).toBeNull();
  });

  it('tells the owner of a profile without a photo that one brings more requests, with one tap to choose it', async () => {
    fetchMock.mockImplementation(async (url: URL) =>
      String(url).includes('/viewers') ? json({ items: [], totalCount: 0 }) : json(ownerProfile({ images: [] })),
    );
    renderView();
    const nudge = await screen.findByRole('note');
    expect(nudge).toHaveTextContent('Profiles with a photo get more requests. You choose who may see it, just below.');
    // The button is the photo field's label: a tap opens the file picker.
    expect(within(nudge).getByText('Add a photo')).toHaveAttribute('for', 'photo-file');
    expect(document.getElementById('photo-file')).toHaveAttribute('type', 'file');
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
    const profileLoads = () => calls(fetchMock).filter((call) => call.url.pathname === '/api/profilecx/5');
    await waitFor(() => expect(profileLoads().length).toBeGreaterThan(2));
  });

  it('tells the owner when the profile is held for review, without saying who reported it', async () => {
    fetchMock.mockImplementation(async (url: URL) =>
      String(url).includes('/viewers')
        ? json({ items: [], totalCount: 0 })
        : json(ownerProfile({ heldForReview: true })),
    );
    renderView();
    const note = await screen.findByText(/hidden from the public while our team looks into it/);
    expect(note.closest('.alert')).toHaveTextContent('Hidden while the team looks into reports.');
  });

  it('says nothing about a review hold on a profile that is not held', async () => {
    renderView();
    await screen.findByRole('heading', { level: 1, name: 'Nimal' });
    expect(screen.queryByText(/Hidden while the team looks into reports/)).toBeNull();
  });
});

describe("Who may see this profile's details", () => {
  const fetchMock = vi.fn();
  let stored: OwnerProfile;
  let save: () => Promise<Response>;
  beforeEach(() => {
    stored = ownerProfile();
    save = async () =>
      json({
        success: true,
        message: 'Your choices of who may see this profile’s details are saved.',
        profileId: 5,
        pendingReview: false,
      });
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const answer = await save();
        if (answer.ok) stored = { ...stored, ...(JSON.parse(String(init.body)) as Partial<OwnerProfile>) };
        return answer;
      }
      return String(url).includes('/viewers') ? json({ items: [], totalCount: 0 }) : json(stored);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const group = (name: string) => screen.getByRole('group', { name });
  const choice = (section: string, label: RegExp) => within(group(section)).getByRole('radio', { name: label });
  const members = /^Members with a published profile of the opposite gender/;
  const approved = /^Only members I approve/;
  const puts = () => calls(fetchMock).filter((call) => call.method === 'PUT');
  /** Opens the view, chooses only approved members for `section`, and presses Save. */
  const saveApproved = async (section: string) => {
    const user = userEvent.setup();
    renderView();
    await screen.findByRole('region', { name: "Who may see this profile's details" });
    await user.click(choice(section, approved));
    await user.click(screen.getByRole('button', { name: 'Save' }));
  };

  it('shows the stored choice for each section, explained in plain words', async () => {
    stored = ownerProfile({ contactvisibility: 'approved' });
    renderView();
    const panel = await screen.findByRole('region', { name: "Who may see this profile's details" });
    expect(
      within(panel)
        .getAllByRole('group')
        .map((fieldset) => fieldset.querySelector('legend')!.textContent),
    ).toEqual(['Photos', 'Contact details', 'Horoscope']);
    expect(choice('Photos', members)).toBeChecked();
    expect(choice('Photos', members)).toHaveAccessibleName(
      'Members with a published profile of the opposite gender (default)',
    );
    expect(choice('Contact details', approved)).toBeChecked();
    expect(choice('Horoscope', members)).toBeChecked();
    expect(choice('Horoscope', approved)).toHaveAccessibleDescription(
      /only members who send a request and whom you approve/,
    );
  });

  it('saves only the three choices, shows the server message and shows what is stored', async () => {
    const user = userEvent.setup();
    renderView();
    await screen.findByRole('region', { name: "Who may see this profile's details" });
    await user.click(choice('Photos', approved));
    await user.click(choice('Horoscope', approved));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your choices of who may see this profile’s details are saved.'),
    ).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.url.pathname).toBe('/api/profilecx/5');
    expect(JSON.parse(String(puts()[0]!.body))).toEqual({
      photovisibility: 'approved',
      contactvisibility: 'members',
      horvisibility: 'approved',
    });
    // The profile is read again after the save.
    const loads = () =>
      calls(fetchMock).filter((call) => call.url.pathname === '/api/profilecx/5' && call.method === 'GET');
    await waitFor(() => expect(loads()).toHaveLength(2));
    expect(choice('Photos', approved)).toBeChecked();
    expect(choice('Contact details', members)).toBeChecked();
  });

  it('keeps the choices and shows the server’s words when the save is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    save = async () =>
      badRequest('Please check the highlighted fields.', { photovisibility: 'Please choose members or approved.' });
    await saveApproved('Photos');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(within(group('Photos')).getByText('Please choose members or approved.')).toBeInTheDocument();
    expect(choice('Photos', approved)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('keeps the choices when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    save = async () => {
      throw new TypeError('Failed to fetch');
    };
    await saveApproved('Contact details');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choices could not be saved. Please try again.');
    expect(choice('Contact details', approved)).toBeChecked();
    expect(screen.queryByText(/details are saved/)).toBeNull();
  });
});
