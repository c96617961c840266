import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { OwnProfileListItem } from '@vivaha/shared/profile';
import { profilePath } from '@vivaha/shared/slugs';

import { ownListItem } from '@/test/list-fixtures';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';

import { ProfileList } from './profile-list';

const base = ownListItem();

/** A screen as narrow as a phone's, as the browser's media query reports it. */
function onAPhone(matches = true) {
  vi.stubGlobal(
    'matchMedia',
    (media: string): Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> => ({
      matches,
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  );
}

describe('My Profiles on a phone', () => {
  const fetchMock = stubbedFetch();
  let items: OwnProfileListItem[];
  let totalCount: number | undefined;
  beforeEach(() => {
    onAPhone();
    items = [base];
    totalCount = undefined;
    fetchMock.mockImplementation(async (_url: URL, init?: RequestInit) =>
      init?.method === 'DELETE'
        ? json({ success: true, message: 'Profile deleted successfully!' })
        : json({ items, totalCount: totalCount ?? items.length }),
    );
  });

  /** The card of the profile `name`. */
  const card = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;

  it('shows cards, not a table, each with the name linked to the owner view and the facts', async () => {
    items = [base, { ...base, profileId: 12, name: 'Kumari', sex: 'Female', viewCount: 1 }];
    totalCount = 12;
    renderScreen(<ProfileList />);
    const nimal = await card('Nimal');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your profiles' })).toContainElement(nimal);
    expect(within(nimal).getByRole('link', { name: 'Nimal' })).toHaveAttribute('href', '/profiles/11');
    expect(within(nimal).getByText('Male')).toBeInTheDocument();
    expect(within(nimal).getByTitle('Born 1 Jan 1994')).toHaveTextContent('31 years');
    expect(within(nimal).getByText('7 views')).toBeInTheDocument();
    expect(within(await card('Kumari')).getByText('1 view')).toBeInTheDocument();
    expect(nimal).toHaveClass('profile-card--male');
    expect(await card('Kumari')).toHaveClass('profile-card--female');
    // The search box, the pages and Create New stay.
    expect(screen.getByLabelText('Search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/profiles/new');
  });

  it('carries the family’s controls in one line: who sees the contact, who has seen the details, the requests waiting', async () => {
    items = [
      { ...base, contactShownTo: 'approved', seenBy: 2, requestsWaiting: 1 },
      { ...base, profileId: 12, name: 'Kumari', sex: 'Female', contactShownTo: 'everyone', seenBy: 1 },
      { ...base, profileId: 13, name: 'Sunil' },
    ];
    renderScreen(<ProfileList />);
    const nimal = within(await card('Nimal'));
    expect(nimal.getByText(/^Contact:/).closest('p')).toHaveTextContent(
      'Contact: only families you approve · 2 families have seen your details · 1 request waiting',
    );
    expect(nimal.getByRole('link', { name: 'Contact: only families you approve' })).toHaveAttribute(
      'href',
      '/profiles/11#who-may-see',
    );
    expect(nimal.getByRole('link', { name: '2 families have seen your details' })).toHaveAttribute(
      'href',
      '/profiles/11#who-has-seen',
    );
    expect(nimal.getByRole('link', { name: '1 request waiting' })).toHaveAttribute('href', '/MyApprovals');
    expect(
      within(await card('Kumari'))
        .getByText(/^Contact:/)
        .closest('p'),
    ).toHaveTextContent(/^Contact: everyone · 1 family has seen your details$/);
    expect(
      within(await card('Sunil'))
        .getByText(/^Contact:/)
        .closest('p'),
    ).toHaveTextContent(/^Contact: members with a published profile · No family has seen your details yet$/);
  });

  // Each state: the chip's words, the next step's words, and where its buttons go.
  const states: Array<{
    state: string;
    item: Partial<OwnProfileListItem>;
    chip: string;
    step: RegExp;
    links: Array<[string, string]>;
  }> = [
    {
      state: 'a new profile',
      item: { reviewed: false, active: 0 },
      chip: 'Waiting for review',
      step: /^Our volunteers usually review within two days\. Meanwhile add photos\.$/,
      links: [['Add photos to Nimal', '/profiles/11']],
    },
    {
      state: 'a published profile',
      item: {},
      chip: 'Published',
      step: /^Other families can find this profile now\.$/,
      links: [
        ['View as others see it: Nimal', profilePath(11, 'Nimal')],
        ['Horoscope matches for Nimal', '/matches/11'],
      ],
    },
    {
      state: 'an edit of a published profile',
      item: { reviewed: false, pendingReview: true },
      chip: 'Changes waiting for review',
      step: /version published before/,
      links: [['View as others see it: Nimal', profilePath(11, 'Nimal')]],
    },
    {
      state: 'a profile held after reports',
      item: { heldForReview: true },
      chip: 'Held back after reports',
      step: /Hidden from the public while our team looks into reports/,
      links: [['See details of Nimal', '/profiles/11']],
    },
    {
      state: 'a suspended profile',
      item: { active: 60 },
      chip: 'Hidden: Suspended',
      step: /Others cannot see this profile/,
      links: [['Contact the team about Nimal', '/contact']],
    },
    {
      state: 'a reviewed profile the team set inactive',
      item: { active: 0 },
      chip: 'Hidden: Inactive',
      step: /Others cannot see this profile/,
      links: [['Contact the team about Nimal', '/contact']],
    },
  ];
  it.each(states)('says where $state stands and what to do next', async ({ item, chip, step, links }) => {
    items = [{ ...base, ...item }];
    renderScreen(<ProfileList />);
    const nimal = await card('Nimal');
    expect(within(nimal).getByText(chip)).toHaveClass('status-chip');
    expect(within(nimal).getByText(step)).toBeInTheDocument();
    for (const [name, href] of links) {
      const link = within(nimal).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveClass('btn');
    }
    // No other next step: the links named for the profile are these and Edit.
    expect(within(nimal).getAllByRole('link', { name: / Nimal$|: Nimal$/ })).toHaveLength(links.length + 1);
  });

  it('edits and deletes from the card', async () => {
    const user = userEvent.setup();
    renderScreen(<ProfileList />);
    const nimal = await card('Nimal');
    expect(within(nimal).getByRole('link', { name: 'Edit Nimal' })).toHaveAttribute('href', '/profiles/edit/11');
    await user.click(within(nimal).getByRole('button', { name: 'Delete Nimal' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Profile deleted successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls(fetchMock)
          .filter((call) => call.method === 'DELETE')
          .map((call) => call.url.pathname),
      ).toEqual(['/api/profilecx/11']),
    );
  });

  it('keeps the table on a laptop', async () => {
    onAPhone(false);
    renderScreen(<ProfileList />);
    expect((await screen.findByRole('link', { name: 'Nimal' })).closest('tr')).not.toBeNull();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
