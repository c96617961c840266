import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ProfileSlotProvider, type ProfileSlotProps } from '@/components/profile-slot';
import { renderScreen } from '@/test/render';

import type { SearchHit } from '../api/search-profiles';
import { searchResult } from '../public.fixture';

import { SearchResultCard } from './search-result-card';

const hit = (id: number, overrides: Partial<SearchHit> = {}): SearchHit => ({
  ...searchResult(id),
  lastSeen: '2026-11-20',
  ...overrides,
});

/** Renders the cards, once their words have loaded. */
async function renderCard(card: ReactNode) {
  renderScreen(<ul className="card-grid">{card}</ul>);
  await screen.findAllByRole('article');
}
const location = () => screen.getByTestId('location').textContent;

describe('SearchResultCard', () => {
  it('says the facts on one line, leaving out the empty ones, and never Not provided', async () => {
    await renderCard(
      <SearchResultCard hit={hit(5, { livingcity: '', ethnicity: '', martialstatus: '', lastSeen: null })} />,
    );
    const card = within(screen.getByRole('article'));
    expect(card.getByText(/^30 years/)).toHaveTextContent(/^30 years · Canada · Hindu · Accountant$/);
    expect(card.queryByText(/Last seen/)).toBeNull();
    expect(card.queryByText('Not provided')).toBeNull();
  });

  it('shows the photo filling the card when anyone may see it', async () => {
    await renderCard(<SearchResultCard hit={hit(5, { defaultimage: '/media/5-card.webp?sig=1' })} eager />);
    const photo = screen.getByRole('img', { name: 'Photo of Member 5' });
    expect(photo).toHaveAttribute('src', '/media/5-card.webp?sig=1');
    expect(photo).toHaveAttribute('srcset', '/media/5-card.webp?sig=1 480w');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(screen.queryByText('Photo on request')).toBeNull();
  });

  it('shows the drawn silhouette of a bride or a groom when there is no photo, with no lock and no initials', async () => {
    await renderCard(<SearchResultCard hit={hit(6, { name: 'Kumari Perera', sex: 'Female' })} />);
    const picture = screen.getByRole('img', { name: 'No photo of Kumari Perera yet' });
    expect(picture).toHaveClass('result-card__placeholder--bride');
    expect(picture).toHaveTextContent(/^$/);
    expect(screen.queryByText('Photo on request')).toBeNull();
  });

  it('shows a small lock and Photo on request when the family keeps the photo back, never an initial', async () => {
    await renderCard(<SearchResultCard hit={hit(7, { name: 'Dilini', sex: 'Male', photoProtected: true })} />);
    const picture = screen.getByRole('img', { name: 'The photos of Dilini are protected' });
    expect(picture).toHaveClass('result-card__placeholder--groom');
    expect(picture).toHaveTextContent(/^Photo on request$/);
    expect(within(picture).queryByText('D')).toBeNull();
  });

  it('says Chevvai dosham and the chart in words, only when the profile has them', async () => {
    await renderCard(
      <>
        <SearchResultCard hit={hit(8, { astroChevaiThosam: true, ChartAvailable: true })} />
        <SearchResultCard hit={hit(9)} />
      </>,
    );
    const [flagged, plain] = screen.getAllByRole('article');
    expect(
      within(flagged!)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Chevvai dosham (Mangalik)', 'Chart attached']);
    expect(within(plain!).queryByRole('list')).toBeNull();
  });

  it('has one link in the tab order, named with the person’s name, and View Profile for the eye, to the profile or where the list sends it', async () => {
    await renderCard(
      <>
        <SearchResultCard hit={hit(10, { name: 'Nadeesha' })} />
        <SearchResultCard hit={hit(11, { name: 'Sewwandi' })} to="/profile/11_Sewwandi?match=3">
          <p>Strong match</p>
        </SearchResultCard>
      </>,
    );
    const [first, second] = screen.getAllByRole('article');
    const tabbable = within(first!)
      .getAllByRole('link')
      .filter((link) => link.tabIndex >= 0);
    expect(tabbable.map((link) => link.textContent)).toEqual(['Nadeesha']);
    expect(within(first!).getByRole('link', { name: 'Nadeesha' })).toHaveAttribute('href', '/profile/10_Member_10');
    expect(within(first!).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile/10_Member_10');
    expect(within(first!).getByRole('heading', { level: 3 })).toContainElement(
      within(first!).getByRole('link', { name: 'Nadeesha' }),
    );
    expect(within(second!).getByRole('link', { name: 'Sewwandi' })).toHaveAttribute(
      'href',
      '/profile/11_Sewwandi?match=3',
    );
    expect(within(second!).getByText('Strong match')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/profile/11_Sewwandi?match=3',
    );
  });

  it('adds a button with the list’s own words when it asks for something', async () => {
    await renderCard(
      <SearchResultCard
        hit={hit(12, { name: 'Pavithra' })}
        to="/profile/12_Pavithra#view-request"
        action="Ask to see"
      />,
    );
    expect(screen.getByRole('link', { name: 'Pavithra' })).toHaveAttribute('href', '/profile/12_Pavithra#view-request');
    expect(screen.getByRole('link', { name: 'Ask to see' })).toHaveAttribute(
      'href',
      '/profile/12_Pavithra#view-request',
    );
  });

  it('keeps the member’s heart a button of its own, outside the link', async () => {
    const onSave = vi.fn();
    const slot = ({ name, place }: ProfileSlotProps) => (
      <button type="button" aria-label={`Save ${name} to your shortlist`} data-place={place} onClick={onSave}>
        Save
      </button>
    );
    renderScreen(
      <ProfileSlotProvider value={slot}>
        <SearchResultCard hit={hit(13, { name: 'Hasini' })} />
      </ProfileSlotProvider>,
    );
    const heart = await screen.findByRole('button', { name: 'Save Hasini to your shortlist' });
    expect(heart).toHaveAttribute('data-place', 'card');
    expect(screen.getByRole('link', { name: 'Hasini' })).not.toContainElement(heart);
    await userEvent.setup().click(heart);
    expect(onSave).toHaveBeenCalledOnce();
    expect(location()).toBe('/');
  });

  it('shows the badges of the checks the profile passed, and none for a profile without', async () => {
    await renderCard(
      <>
        <SearchResultCard hit={hit(5, { verified: ['nic'] })} />
        <SearchResultCard hit={hit(6)} />
      </>,
    );
    const [checked, plain] = screen.getAllByRole('article');
    expect(within(checked!).getByText('NIC checked')).toHaveClass('verified-badge');
    expect(within(plain!).queryByText('NIC checked')).toBeNull();
  });
});
