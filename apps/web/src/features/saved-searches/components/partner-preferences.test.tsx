import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { Preferences } from '@vivaha/shared/lists';

import { emptyFilters } from '@/lib/search-query';
import { badRequest } from '@/test/error-answers';
import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';
import { answerFilters } from '@/test/search-fixtures';

import { PartnerPreferences, type SearchFormProps } from './partner-preferences';

/**
 * Profile Search's form as the app passes it in, cut down to the ages: it keeps what is typed and
 * hands over the filters on submit, under the label it is given.
 */
function AgesForm({ initial, onSearch, sexFixed, submitLabel }: SearchFormProps) {
  const [values, setValues] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
    >
      {!sexFixed && <span>Looking for</span>}
      <label>
        Age From
        <input value={values.af} onChange={(event) => setValues({ ...values, af: event.target.value })} />
      </label>
      <label>
        Age To
        <input value={values.at} onChange={(event) => setValues({ ...values, at: event.target.value })} />
      </label>
      <button type="submit">{submitLabel ?? 'Search'}</button>
    </form>
  );
}

const filters = answerFilters({ sx: 2, af: 24, at: 34 });
const suggestion: Preferences = { filters, horoscopeSystem: null, saved: false, savedSearchId: null };
const ageError = 'Please enter an age of at most two digits.';
const systemError = 'Please choose Tamil porutham or Sinhala porondam.';

describe('PartnerPreferences', () => {
  const fetchMock = signedInWithFetch();
  let stored: Preferences;
  let put: (body: { filters: Record<string, unknown>; horoscopeSystem: string | null }) => Promise<Response>;
  const answer = () => {
    stored = suggestion;
    put = async (body) => {
      stored = {
        filters: { ...filters, af: Number(body.filters.af), at: Number(body.filters.at) },
        horoscopeSystem: body.horoscopeSystem as Preferences['horoscopeSystem'],
        saved: true,
        savedSearchId: 9,
      };
      return json({ success: true, message: 'Partner preferences saved.', id: 9 });
    };
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) => {
      if (init?.method === 'PUT') return put(JSON.parse(String(init.body)) as never);
      if (init?.method === 'POST') return json({ success: true, message: '' });
      return json(stored);
    });
  };
  const puts = () =>
    calls(fetchMock)
      .filter((call) => call.method === 'PUT')
      .map((call) => ({ path: call.url.pathname, body: call.json }));

  const show = () => renderScreen(<PartnerPreferences profileId={7} sex={1} SearchForm={AgesForm} />);

  it('shows the suggestion from the profile, saying it is one', async () => {
    answer();
    show();
    const section = (await screen.findByRole('heading', { level: 2, name: 'Partner preferences' })).closest('section')!;
    expect(section).toHaveAttribute('id', 'partner-preferences');
    expect(
      await within(section).findByText('Suggested from this profile. Save them to get new-match mails for them.'),
    ).toBeInTheDocument();
    expect(within(section).getByText('Brides')).toBeInTheDocument();
    expect(within(section).queryByText('Looking for', { selector: 'span' })).toBeNull();
    expect(within(section).getByRole('combobox', { name: 'Horoscope must match' })).toHaveValue('');
    expect(within(section).getByRole('option', { name: 'Tamil porutham' })).toBeInTheDocument();
    expect(within(section).getByRole('option', { name: 'Sinhala porondam' })).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Age From' })).toHaveValue('24');
    expect(within(section).getByRole('textbox', { name: 'Age To' })).toHaveValue('34');
    expect(within(section).getByRole('button', { name: 'Save preferences' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'See matching profiles' })).toBeNull();
    expect(calls(fetchMock)[0]!.url.pathname).toBe('/api/profilecx/7/preferences');
  });

  it('saves the filters with the horoscope rule, then links to the matching profiles', async () => {
    answer();
    const user = userEvent.setup();
    show();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Horoscope must match' }), 'Tamil porutham');
    await user.clear(screen.getByRole('textbox', { name: 'Age To' }));
    await user.type(screen.getByRole('textbox', { name: 'Age To' }), '30');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Partner preferences saved.')).toBeInTheDocument();
    expect(puts()).toEqual([
      {
        path: '/api/profilecx/7/preferences',
        body: {
          filters: { ...emptyFilters, sx: 2, af: '24', at: '30' },
          horoscopeSystem: 'tamil',
        },
      },
    ]);
    const see = await screen.findByRole('link', { name: 'See matching profiles' });
    expect(see).toHaveAttribute('href', '/matches/7?af=24&at=30');
    expect(screen.queryByText(/Suggested from this profile/)).toBeNull();

    await user.click(see);
    expect(screen.getByTestId('location')).toHaveTextContent('/matches/7?af=24&at=30');
    await waitFor(() =>
      expect(calls(fetchMock).some((call) => call.url.pathname === '/api/savedsearches/9/seen')).toBe(true),
    );
  });

  it('shows the server’s reasons and keeps what was typed when the save is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer();
    put = async () => badRequest(ageError, { 'filters.af': ageError, horoscopeSystem: systemError });
    const user = userEvent.setup();
    show();
    const from = await screen.findByRole('textbox', { name: 'Age From' });
    await user.clear(from);
    await user.type(from, '2x');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ageError);
    expect(alert).toHaveTextContent(systemError);
    expect(screen.getByRole('combobox', { name: 'Horoscope must match' })).toHaveAccessibleDescription(
      expect.stringContaining(systemError),
    );
    expect(screen.getByRole('textbox', { name: 'Age From' })).toHaveValue('2x');
    expect(screen.getByText(/Suggested from this profile/)).toBeInTheDocument();
  });

  it('starts from the saved preferences, with the link to their profiles', async () => {
    answer();
    stored = { filters, horoscopeSystem: 'sinhala', saved: true, savedSearchId: 9 };
    show();
    expect(await screen.findByRole('link', { name: 'See matching profiles' })).toHaveAttribute(
      'href',
      '/matches/7?af=24&at=34&system=sinhala',
    );
    expect(screen.getByRole('combobox', { name: 'Horoscope must match' })).toHaveValue('sinhala');
    expect(screen.queryByText(/Suggested from this profile/)).toBeNull();
  });

  it('offers to try again when they cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json({ statusCode: 500, error: 'Error', message: 'Boom' }, 500));
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The partner preferences could not be loaded. Please try again.',
    );
    answer();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Age From' })).toHaveValue('24');
  });
});
