import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { MATCH_SYSTEMS } from '@vivaha/shared/constants';
import { profileViewSchema } from '@vivaha/shared/public';

import i18n from '@/lib/i18n';
import { calls, json, renderScreen, signedInWithFetch, stubbedFetch } from '@/test/render';

import { readProfileView } from '../api/get-profile-view';
import { useChooseMatchSystem, useOpeningSystem } from '../api/match-system';
import { profileViewAnswer } from '../public.fixture';

import { HoroscopeMatch } from './horoscope-match';

// A Sinhala page.
vi.mock('@/lib/language', async (original) => ({ ...(await original<object>()), pageLanguage: 'si' }));

beforeAll(async () => {
  await i18n.changeLanguage('si');
  await i18n.loadNamespaces(['public', 'common']);
});
afterAll(() => i18n.changeLanguage('en'));

const systemCalls = (fetchMock: Parameters<typeof calls>[0]) =>
  calls(fetchMock).filter((call) => call.url.pathname === '/api/matchsystem');

describe('the rule set on a Sinhala page, before the member chooses a profile', () => {
  const fetchMock = signedInWithFetch('Nimal');

  it('is Sinhala porondam, the page language’s, and nothing is asked or kept', async () => {
    fetchMock.mockImplementation(async () =>
      json({
        items: [
          { profileId: 11, name: 'Nimal', sex: 1, published: true },
          { profileId: 12, name: 'Sunil', sex: 1, published: true },
        ],
      }),
    );
    const own = [
      { profileId: 11, name: 'Nimal', request: null },
      { profileId: 12, name: 'Sunil', request: null },
    ];
    renderScreen(
      <HoroscopeMatch view={readProfileView(profileViewSchema.parse(profileViewAnswer({ permisionData: own })))} />,
    );
    expect(await screen.findByRole('button', { name: 'සිංහල පොරොන්දම්' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'දෙමළ ක්‍රමයට පොරොන්දම්' })).toHaveAttribute('aria-pressed', 'false');
    expect(systemCalls(fetchMock)).toHaveLength(0);
  });
});

/** What a screen opening on a rule set sees, with the switch. */
function Probe() {
  const opening = useOpeningSystem(11);
  const { choose } = useChooseMatchSystem();
  return (
    <>
      <output data-testid="opening">{opening}</output>
      {MATCH_SYSTEMS.map((system) => (
        <button key={system} type="button" onClick={() => choose(system)}>
          {system}
        </button>
      ))}
    </>
  );
}

describe('the rule set a visitor opens on, on a Sinhala page', () => {
  const fetchMock = stubbedFetch();

  it('is the page language’s, and a switch is kept nowhere', async () => {
    renderScreen(<Probe />);
    expect(await screen.findByTestId('opening')).toHaveTextContent('sinhala');
    await userEvent.setup().click(screen.getByRole('button', { name: 'tamil' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the rule set a member opens on when the server cannot say', () => {
  const fetchMock = signedInWithFetch('Nimal');

  it('is the page language’s', async () => {
    fetchMock.mockImplementation(async () =>
      json({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' }, 500),
    );
    renderScreen(<Probe />);
    await waitFor(() => expect(systemCalls(fetchMock).map((call) => call.url.search)).toEqual(['?profile=11']));
    await waitFor(() => expect(screen.getByTestId('opening')).toHaveTextContent('sinhala'));
  });
});
