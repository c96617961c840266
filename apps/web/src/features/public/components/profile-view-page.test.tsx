import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ProfileViewWire } from '@vivaha/shared/public';
import { profileIdFromSlug } from '@vivaha/shared/slugs';

import { session } from '@/lib/session';
import { fetchedUrls, json, renderScreen, stubbedFetch } from '@/test/render';

import { politeText, profileViewAnswer } from '../public.fixture';

import type { BlockMember } from './profile-actions';
import { ProfileViewPage } from './profile-view-page';
import type { SendRequest } from './request-access';

const onSendRequest = vi.fn<SendRequest>();
const onBlock = vi.fn<BlockMember>();
/** The signed-in account's id as the route knows it (undefined: a visitor, or not known yet). */
const viewer = { id: undefined as number | undefined };

/** As the route does: the id is the slug's number. */
function Screen() {
  const id = profileIdFromSlug(useParams().profileSlug ?? '');
  return <ProfileViewPage id={id} onSendRequest={onSendRequest} onBlock={onBlock} viewerId={viewer.id} />;
}

const renderView = (slug = '42_Kumari') =>
  renderScreen(<Screen />, { route: `/profile/${slug}`, path: '/profile/:profileSlug' });
const section = (name: string) => screen.getByRole('region', { name });
const fact = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling;

describe('ProfileViewPage', () => {
  const fetchMock = stubbedFetch();
  const answer = (view: ProfileViewWire) => fetchMock.mockImplementation(async () => json(view));
  /** Renders the profile, answered as `changes` say, to Sunil, signed in. */
  const renderToSunil = (changes: Parameters<typeof profileViewAnswer>[0]) => {
    session.signIn('token-1', 'Sunil');
    answer(profileViewAnswer(changes));
    renderView();
  };
  beforeEach(() => {
    document.title = 'Vivaha';
  });
  afterEach(() => {
    onSendRequest.mockReset();
    onBlock.mockReset();
    viewer.id = undefined;
    session.signOut('logout');
  });

  it('shows the header, the details and the contact details when they are open to this visitor', async () => {
    answer(profileViewAnswer());
    renderView();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kumari' })).toBeInTheDocument();
    expect(screen.getByText('Profile ID 42')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)[0]!.pathname).toBe('/api/pp/42');
    await waitFor(() => expect(document.title).toBe('Kumari Profile - Vivaha'));

    const basic = section('Basic Details');
    expect(fact(basic, 'Marital Status')).toHaveTextContent('Never Married');
    // A field the family left empty is left out, and the page says so once.
    expect(within(basic).queryByText('Caste')).toBeNull();
    expect(screen.queryByText('Not provided')).toBeNull();
    expect(screen.getAllByText('The family has not filled in the rest.')).toHaveLength(1);
    const more = section('More Details');
    expect(fact(more, 'Height')).toHaveTextContent('160 cm');
    expect(fact(more, 'Caste No Bar')).toHaveTextContent('Yes');
    expect(fact(more, 'Can Sponsor Spouse')).toHaveTextContent('No');
    expect(within(more).getByText('A kind partner.')).toBeInTheDocument();

    const contact = section('Contact Details');
    expect(fact(contact, 'Contact Name')).toHaveTextContent('Sunethra Perera');
    // A tap calls the mobile; written with its country code, it opens WhatsApp too.
    expect(within(contact).getByRole('link', { name: 'Call Kumari’s family on +94 77 123 4567' })).toHaveAttribute(
      'href',
      'tel:+94771234567',
    );
    expect(
      within(contact).getByRole('link', { name: 'Message Kumari’s family on WhatsApp at +94 77 123 4567' }),
    ).toHaveAttribute('href', 'https://wa.me/94771234567');
    expect(within(contact).queryByText(politeText.contact)).toBeNull();
    // With the details open, the one line every family should read, and where to read more.
    expect(within(contact).getByText(/Never send money to anyone you met here\./)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Read how marriage scams work.' })).toHaveAttribute(
      'href',
      '/safety',
    );
    expect(fact(section('Astrological Details'), 'Birth Star')).toHaveTextContent('Rohini');
    // Everything is open: there is nothing to ask for.
    expect(screen.queryByRole('button', { name: 'Send Request' })).toBeNull();
    // No photo yet: the bride's no-photo picture.
    expect(screen.getByRole('img', { name: 'No photo of Kumari yet' })).toHaveAttribute(
      'src',
      '/img/bride-no-photo.svg',
    );
  });

  it('shows the polite messages and the photo-protected picture when the sections are closed', async () => {
    answer(profileViewAnswer({ showphoto: false, photoprotected: true, showcontact: false, showastro: false }));
    renderView();
    const contact = await screen.findByRole('region', { name: 'Contact Details' });
    expect(within(contact).getByText(politeText.contact)).toBeInTheDocument();
    expect(within(contact).queryByText('Contact Name')).toBeNull();
    expect(within(section('Astrological Details')).getByText(politeText.astro)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The photos of Kumari are protected' })).toHaveAttribute(
      'src',
      '/img/bride-photo-protected.svg',
    );
    expect(screen.getByText(politeText.photo)).toBeInTheDocument();
  });

  it('shows the first photo and switches it from the thumbnails', async () => {
    const user = userEvent.setup();
    answer(
      profileViewAnswer({
        images: [
          { imagename: '/media/a-full.webp', thumbnail: '/media/a-thumb.webp', medium: '/media/a-medium.webp' },
          { imagename: '/media/b-full.webp', thumbnail: '/media/b-thumb.webp', medium: '/media/b-medium.webp' },
        ],
      }),
    );
    renderView();
    const photo = await screen.findByRole('img', { name: 'Photo of Kumari' });
    expect(photo).toHaveAttribute('src', '/media/a-medium.webp');
    await user.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(screen.getByRole('img', { name: 'Photo of Kumari' })).toHaveAttribute('src', '/media/b-medium.webp');
    expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  /** The photo shown of a profile with one photo, stored with `medium` beside its full size. */
  const onePhoto = (medium: string) => {
    answer(
      profileViewAnswer({ images: [{ imagename: '/media/a-full.webp', thumbnail: '/media/a-thumb.webp', medium }] }),
    );
    renderView();
    return screen.findByRole('img', { name: 'Photo of Kumari' });
  };

  it('shows the medium photo, never the full one, in a box of fixed shape', async () => {
    const photo = await onePhoto('/media/a-medium.webp');
    // A phone (below 576 px) draws it at most 20rem wide: even at 3 dppx the medium's 720 px is
    // sharp, and a phone never downloads the full photo (two to four times the bytes).
    expect(photo).toHaveAttribute('src', '/media/a-medium.webp');
    expect(photo).toHaveAttribute('srcset', '/media/a-medium.webp 720w');
    expect(photo.getAttribute('sizes')).toMatch(/, 20rem$/);
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '600');
  });

  it('shows the full photo of a photo stored before the medium size existed', async () => {
    const photo = await onePhoto('');
    expect(photo).toHaveAttribute('src', '/media/a-full.webp');
    expect(photo).toHaveAttribute('srcset', '/media/a-full.webp 1600w');
  });

  it('asks a visitor to log in before asking for the protected details', async () => {
    answer(profileViewAnswer({ showcontact: false }));
    renderView();
    const request = await screen.findByRole('region', { name: 'Ask for the protected details' });
    expect(within(request).getByText('Please log in to ask the owner for the protected details.')).toBeInTheDocument();
    // The warning comes with the details, not before them.
    expect(screen.queryByText(/Never send money to anyone you met here/)).toBeNull();
    expect(within(request).getByRole('button', { name: 'Login/Register' })).toBeInTheDocument();
    expect(within(request).queryByRole('combobox')).toBeNull();
  });

  it('tells a member without profiles to create one first', async () => {
    renderToSunil({ showcontact: false });
    const request = await screen.findByRole('region', { name: 'Ask for the protected details' });
    expect(within(request).getByRole('link', { name: 'Create a profile' })).toHaveAttribute('href', '/profiles/new');
    expect(fetchMock.mock.calls[0]![1].headers.authorization).toBe('Bearer token-1');
  });

  it('says Please select a profile. when Send Request is pressed with none chosen, then sends with the chosen one', async () => {
    const user = userEvent.setup();
    renderToSunil({
      showcontact: false,
      permisionData: [
        { profileId: 9, name: 'Sunil', request: null },
        { profileId: 11, name: 'Nimal', request: null },
      ],
    });
    const picker = await screen.findByLabelText('Ask from your profile');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select one of your profiles', 'Sunil', 'Nimal']);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Please select a profile.')).toBeInTheDocument();
    expect(onSendRequest).not.toHaveBeenCalled();

    await user.selectOptions(picker, 'Nimal');
    expect(screen.queryByText('Please select a profile.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(onSendRequest).toHaveBeenCalledWith(11, { receiverProfileId: 42, receiverCustId: 7 });
  });

  it('chooses the only profile that may ask, so the first tap sends, and offers the bar at the foot of a phone', async () => {
    const user = userEvent.setup();
    renderToSunil({
      showcontact: false,
      permisionData: [
        { profileId: 9, name: 'Sunil', request: 'pending' },
        { profileId: 11, name: 'Nimal', request: null },
      ],
    });
    const request = await screen.findByRole('region', { name: 'Ask for the protected details' });
    expect(within(request).getByLabelText('Ask from your profile')).toHaveValue('11');
    // Sunil already asked: it says so, and Sunil is not offered again.
    expect(within(request).getByText('Pending')).toBeVisible();
    expect(within(request).getByText('From Sunil: waiting for the family to answer.')).toBeVisible();
    expect(
      within(request)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select one of your profiles', 'Nimal']);
    await user.click(within(request).getByRole('button', { name: 'Send Request' }));
    expect(onSendRequest).toHaveBeenCalledWith(11, { receiverProfileId: 42, receiverCustId: 7 });

    // The one ask: in the phone's bar at the foot, and beside the name from a tablet's width up.
    const asks = screen.getAllByRole('button', { name: 'Ask for contact & photos' });
    expect(asks.map((ask) => ask.parentElement!.className)).toEqual(['ask-beside-name', 'ask-bar']);
    expect(asks[0]!.closest('header')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('shows the request waiting in place of Send Request, and the bar says so', async () => {
    renderToSunil({ showcontact: false, permisionData: [{ profileId: 9, name: 'Sunil', request: 'pending' }] });
    const request = await screen.findByRole('region', { name: 'Ask for the protected details' });
    expect(within(request).getByText('Pending')).toBeVisible();
    expect(within(request).queryByRole('button', { name: 'Send Request' })).toBeNull();
    expect(screen.getAllByText('Your request is waiting for the family’s answer.')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Ask for contact & photos' })).toBeNull();
  });

  it('says the family approved the request, above the details it opened', async () => {
    renderToSunil({ permisionData: [{ profileId: 9, name: 'Sunil', request: 'approved' }] });
    expect(
      await screen.findByText(
        'The family approved your request (from Sunil): their contact details, photos and horoscope are shown below.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send Request' })).toBeNull();
    // And the two families can write to each other from here.
    expect(screen.getByRole('link', { name: 'Write to this family' }).getAttribute('href')).toMatch(
      /^\/messages\?from=9&with=\d+$/,
    );
  });

  it('shows Profile Not Found for an address without a number, without asking the server', async () => {
    renderView('Kumari_42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search profiles' })).toHaveAttribute('href', '/profile/search');
    expect(document.title).toBe('Profile Not Found - Vivaha');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Profile Not Found when the server has no such published profile', async () => {
    fetchMock.mockResolvedValue(json({ statusCode: 404, error: 'Not Found', message: 'Profile not found.' }, 404));
    renderView();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeInTheDocument();
  });

  it('says so when the profile cannot be loaded, or its data cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500));
    const { unmount } = renderView();
    // A failure other than a missing profile is tried once more, a second later.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Error loading profile. Please try again later.',
    );
    expect(document.title).toBe('Profile Not Found - Vivaha');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    unmount();

    fetchMock.mockResolvedValue(json({ ...profileViewAnswer(), basicDetails: '{not json' }));
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error processing profile data.');
    expect(document.title).toBe('Profile Not Found - Vivaha');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('titles the page Loading Profile... while it loads', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    renderView();
    await waitFor(() => expect(document.title).toBe('Loading Profile...'));
  });

  describe('report, block and the broker label', () => {
    const report = () => screen.queryByRole('button', { name: 'Report this profile' });
    const block = () => screen.queryByRole('button', { name: 'Block this member' });
    const more = () => screen.queryByRole('button', { name: 'More' });
    /** Opens More, where Report and Block wait. */
    const openMore = async (user: ReturnType<typeof userEvent.setup>) => {
      expect(report()).toBeNull();
      await user.click(more()!);
      expect(more()).toHaveAttribute('aria-expanded', 'true');
    };
    /** Shows Kumari's profile to a visitor, or to a signed-in member (`viewerId`: their account, once known). */
    const showKumari = async (member?: { name: string; viewerId?: number }) => {
      if (member) {
        session.signIn('token-1', member.name);
        viewer.id = member.viewerId;
      }
      answer(profileViewAnswer());
      renderView();
      await screen.findByRole('heading', { level: 1, name: 'Kumari' });
    };

    it('lets a visitor report the profile, but not block, from More', async () => {
      const user = userEvent.setup();
      await showKumari();
      await openMore(user);
      expect(report()).toBeInTheDocument();
      expect(block()).toBeNull();
      // Escape closes it and gives the focus back to More.
      await user.keyboard('{Escape}');
      expect(report()).toBeNull();
      expect(more()).toHaveFocus();
      expect(more()).toHaveAttribute('aria-expanded', 'false');
    });

    it('opens the report dialog for this profile', async () => {
      const user = userEvent.setup();
      await showKumari();
      await openMore(user);
      await user.click(report()!);
      const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
      expect(within(dialog).getByText(/wrong with the profile of Kumari/)).toBeInTheDocument();
    });

    it('lets another member report and block; after a block the member goes to the search', async () => {
      const user = userEvent.setup();
      onBlock.mockResolvedValue(true);
      await showKumari({ name: 'Sunil', viewerId: 3 });
      await openMore(user);
      expect(report()).toBeInTheDocument();
      await user.click(block()!);
      expect(onBlock).toHaveBeenCalledWith(42, 'Kumari');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile\/search$/));
    });

    it('stays on the profile when the block is cancelled or refused', async () => {
      const user = userEvent.setup();
      onBlock.mockResolvedValue(false);
      await showKumari({ name: 'Sunil', viewerId: 3 });
      await openMore(user);
      await user.click(block()!);
      await user.click(more()!);
      await waitFor(() => expect(block()).toBeEnabled());
      expect(screen.getByTestId('location')).toHaveTextContent('/profile/42_Kumari');
    });

    it.each([
      // 7 is the profile's fkCustId.
      ['the owner neither Report nor Block on their own profile', { name: 'Sunethra', viewerId: 7 }],
      ['a signed-in member neither until it is known whose profile it is', { name: 'Sunethra' }],
    ])('shows %s', async (_case, member) => {
      await showKumari(member);
      expect(more()).toBeNull();
      expect(report()).toBeNull();
      expect(block()).toBeNull();
    });

    it('says when a marriage broker posted the profile, and only then', async () => {
      answer({ ...profileViewAnswer(), bybroker: true });
      const { unmount } = renderView();
      expect(await screen.findByText('Posted by a marriage broker')).toBeInTheDocument();
      unmount();
      await showKumari();
      expect(screen.queryByText('Posted by a marriage broker')).toBeNull();
    });
  });
});
