import { render, screen, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { ProfileView } from '@vivaha/shared/public';

import i18n from '@/lib/i18n';

import { readProfileView } from '../api/get-profile-view';
import { profileViewAnswer } from '../public.fixture';

import { AstroSection, ContactSection, MoreDetails } from './profile-sections';

// A Sinhala page: the coded lists and the titles follow the address's language.
vi.mock('@/lib/language', async (original) => ({ ...(await original<object>()), pageLanguage: 'si' }));

/** Kumari's profile as the screen reads it, with some of her contact details changed. */
function view(contact: Record<string, unknown> = {}, basic: Record<string, unknown> = {}) {
  const wire = profileViewAnswer();
  const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;
  return readProfileView({
    ...wire,
    searchResults: parse(wire.searchResults),
    basicDetails: { ...parse(wire.basicDetails), ...basic },
    astroDetails: parse(wire.astroDetails),
    contactDetails: { ...parse(wire.contactDetails), ...contact },
    imageDisplay: parse(wire.imageDisplay),
  } as unknown as ProfileView);
}

const show = (element: ReactElement) =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>{element}</Suspense>
    </MemoryRouter>,
  );
/** The value beside a label. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling;

describe('the profile view on a Sinhala page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('si');
    await i18n.loadNamespaces(['public', 'options', 'common']);
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('writes the contact’s title in Sinhala, and leaves out a title Sinhala has no word for', async () => {
    const { unmount } = show(<ContactSection view={view({ title: 'Prof.' })} />);
    expect(await screen.findByText('මහාචාර්ය')).toBeInTheDocument();
    unmount();
    show(<ContactSection view={view({ title: 'Mx.' })} />);
    const section = await screen.findByRole('region', { name: 'සම්බන්ධතා විස්තර' });
    expect(within(section).queryByText('නාම විශේෂණය')).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent('Mx.');
  });

  it('asks whether caste matters as a question a parent answers yes or no', async () => {
    const question = 'කුලය කුමක් වුවත් භාර ගනීද?';
    const { unmount } = show(<MoreDetails view={view({}, { castenobar: true })} />);
    expect((await screen.findByText(question)).nextElementSibling).toHaveTextContent('ඔව්');
    unmount();
    show(<MoreDetails view={view({}, { castenobar: false })} />);
    expect(valueOf(question)).toHaveTextContent('නැත');
    expect(document.body).not.toHaveTextContent('බාධාවක් නොවේ');
  });

  it('writes the date and time of birth as Sinhala readers write them', async () => {
    show(<AstroSection view={view()} />);
    expect(await screen.findByText('1996 අප්‍රේල් 2, 06.30')).toBeInTheDocument();
  });
});
