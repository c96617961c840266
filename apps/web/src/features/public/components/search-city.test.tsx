import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fetchedUrls, json, renderScreen, stubbedFetch } from '@/test/render';

import { searchAnswer } from '../public.fixture';

import { SearchPage } from './search-page';

/** The names a city field suggests. */
const suggestions = (input: HTMLElement) =>
  [...document.querySelectorAll(`datalist#${input.getAttribute('list')} option`)].map(
    (option) => (option as HTMLOptionElement).value,
  );

describe('searching by city', () => {
  const fetchMock = stubbedFetch(() => json(searchAnswer([])));

  it('suggests the main towns in the three scripts, and searches the city as typed', async () => {
    const user = userEvent.setup();
    renderScreen(<SearchPage />, { route: '/profile/search', path: '/profile/search' });
    const city = await screen.findByLabelText('City');
    // The names arrive when the field is first focused.
    expect(suggestions(city)).toEqual([]);
    await user.click(city);
    expect(suggestions(city)).toEqual(expect.arrayContaining(['Kandy', 'මහනුවර', 'கண்டி', 'Jaffna', 'යාපනය']));
    await user.type(city, 'Kandy');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/search?ct=Kandy'));
    await waitFor(() => expect(fetchedUrls(fetchMock).at(-1)?.searchParams.get('ct')).toBe('Kandy'));
  });
});
