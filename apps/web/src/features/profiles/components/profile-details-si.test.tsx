import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { ProfileDetails } from '@/components/profile-form/profile-details';
import i18n from '@/lib/i18n';
import { ownerProfile } from '@/test/profile-fixtures';

// A Sinhala page: the coded lists and the shared words follow the address's language.
vi.mock('@/lib/language', async (original) => ({ ...(await original<object>()), pageLanguage: 'si' }));

const details = (overrides: Parameters<typeof ownerProfile>[0]) =>
  render(
    <Suspense fallback={null}>
      <ProfileDetails profile={ownerProfile(overrides)} />
    </Suspense>,
  );

/** The value beside a label in a section. */
const value = (section: string, label: string) =>
  within(screen.getByRole('region', { name: section })).getByText(label).nextElementSibling;

describe('ProfileDetails on a Sinhala page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('si');
    await i18n.loadNamespaces(['profileForm', 'options', 'messages', 'common']);
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('writes the height, the weight and the date of birth as Sinhala families write them', async () => {
    details({ height: `5' 1"`, heightType: 1, weight: '120', weightType: 1, dob: '1990-05-17' });
    expect(await screen.findByText('අඩි 5 අඟල් 1')).toBeInTheDocument();
    expect(value('සාමාන්‍ය තොරතුරු', 'බර')).toHaveTextContent('රාත්තල් 120');
    expect(value('සාමාන්‍ය තොරතුරු', 'උපන් දිනය')).toHaveTextContent('1990 මැයි 17');
  });
});
