import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type vi } from 'vitest';

import { browsePath } from '@vivaha/shared/routes';

import { fetchedUrls, json, renderScreen, stubbedFetch } from '@/test/render';

import { presetFromPath } from '../browse-presets';
import { searchAnswer, searchResult } from '../public.fixture';

import { BrowseIndex } from './browse-index';
import { BrowsePage } from './browse-page';

const serverQuery = (fetchMock: ReturnType<typeof vi.fn>) =>
  Object.fromEntries(fetchedUrls(fetchMock).at(-1)!.searchParams);

describe('presetFromPath', () => {
  it('reads the preset of each kind of address', () => {
    expect(presetFromPath('/Matrimonial-Ethnicity/1/Sinhalese/Bride', { id: '1', gender: 'Bride' })).toMatchObject({
      filters: { ec: 1, sx: 2 },
      label: 'Sinhalese',
      valid: true,
    });
    expect(presetFromPath('/matrimonial-country/38/Canada/brides', { id: '38', gender: 'brides' })).toMatchObject({
      filters: { rc: 38, sx: 2 },
      kind: 'Country',
    });
    expect(
      presetFromPath('/Matrimonial-Occupation/53/Doctor/Groom', { id: '53', gender: 'Groom' })?.filters,
    ).toMatchObject({ oc: 53, sx: 1 });
    expect(presetFromPath('/Matrimonial-Religion/296/Buddhist/anyone', { id: '296', gender: 'anyone' })?.sx).toBe(1);
    expect(presetFromPath('/brides', {})?.filters.sx).toBe(2);
    expect(presetFromPath('/Matrimonial-Ethnicity/abc/Sinhalese/Bride', { id: 'abc', gender: 'Bride' })?.valid).toBe(
      false,
    );
    // Larger than any code: no search the server would take.
    expect(presetFromPath('/Matrimonial-Ethnicity/40000/X/Bride', { id: '40000', gender: 'Bride' })?.valid).toBe(false);
  });
});

describe('BrowsePage', () => {
  const fetchMock = stubbedFetch(() => json(searchAnswer([searchResult(5)], 40)));

  it('maps /Matrimonial-Ethnicity/1/Sinhalese/Bride to ec=1&sx=2, with its heading and title', async () => {
    renderScreen(<BrowsePage />, { route: '/Matrimonial-Ethnicity/1/Sinhalese/Bride', path: browsePath('Ethnicity') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sinhalese Brides' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sinhalese Brides - Vivaha'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(serverQuery(fetchMock)).toEqual({ sx: '2', ec: '1', page: '1', pageSize: '15' });
  });

  it('names the country preset, keeps its pages on its own address, and searches from it with the whole query', async () => {
    const user = userEvent.setup();
    renderScreen(<BrowsePage />, { route: '/Matrimonial-Country/38/Canada/Groom', path: browsePath('Country') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grooms in Canada' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/Matrimonial-Country/38/Canada/Groom?page=2'),
    );
    await waitFor(() => expect(serverQuery(fetchMock)).toMatchObject({ rc: '38', sx: '1', page: '2' }));

    await user.click(screen.getByText('Change this search'));
    expect(screen.getByLabelText('Residing In')).toHaveValue('38');
    await user.selectOptions(screen.getByLabelText('Religion'), 'Hindu');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/search?sx=1&re=65&rc=38'));
  });

  it('presets /grooms to sex 1', async () => {
    renderScreen(<BrowsePage />, { route: '/grooms', path: '/grooms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grooms' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(serverQuery(fetchMock)).toEqual({ sx: '1', page: '1', pageSize: '15' });
  });

  it('finds nothing, without asking the server, when the id is not a number', async () => {
    renderScreen(<BrowsePage />, { route: '/Matrimonial-Religion/abc/Buddhist/Bride', path: browsePath('Religion') });
    expect(await screen.findByText('No profiles found')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('BrowseIndex', () => {
  const fetchMock = stubbedFetch();

  it('shows how many each preset finds and leaves out the ones that would find nobody', async () => {
    fetchMock.mockImplementation(async () =>
      json({
        items: [
          { field: 'ec', code: 1, grooms: 120, brides: 98 },
          { field: 'ec', code: 6, grooms: 0, brides: 3 },
          { field: 'rc', code: 76, grooms: 4, brides: 2 },
        ],
      }),
    );
    renderScreen(<BrowseIndex />);
    const sinhaleseBrides = await screen.findByRole('link', { name: 'Sinhalese Brides' });
    expect(sinhaleseBrides).toHaveTextContent('Brides (98)');
    expect(screen.getByRole('link', { name: 'Sinhalese Grooms' })).toHaveTextContent('Grooms (120)');
    // Burghers: brides only; Tamils: nobody at all.
    expect(screen.getByRole('link', { name: 'Burgher/Eurasian Brides' })).toHaveTextContent('Brides (3)');
    expect(screen.queryByRole('link', { name: 'Burgher/Eurasian Grooms' })).toBeNull();
    expect(screen.queryByText('Sri Lankan Tamil')).toBeNull();
    // A group with no preset that finds anyone is left out whole.
    expect(screen.queryByRole('heading', { name: 'By religion' })).toBeNull();
    expect(fetchedUrls(fetchMock)[0]!.pathname).toBe('/api/pp/browse');
  });

  it('links every group for grooms and brides, named by what they show', async () => {
    renderScreen(<BrowseIndex />);
    expect(await screen.findByRole('link', { name: 'Sinhalese Brides' })).toHaveAttribute(
      'href',
      '/Matrimonial-Ethnicity/1/Sinhalese/Bride',
    );
    expect(screen.getByRole('link', { name: 'Grooms in United Kingdom (U.K)' })).toHaveAttribute(
      'href',
      '/Matrimonial-Country/76/United_Kingdom_U_K/Groom',
    );
    expect(screen.getByRole('link', { name: 'Never Married Grooms' })).toHaveAttribute(
      'href',
      '/Matrimonial-Marital-Status/74/Never_Married/Groom',
    );
    expect(screen.getByRole('link', { name: 'Software Professional Brides' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brides with mother tongue Tamil' })).toBeInTheDocument();
    const countries = screen.getByRole('heading', { name: 'By country' }).closest('section')!;
    expect(countries.querySelectorAll('li')).toHaveLength(27);
    // Lawyer is not one of the shortcut occupations.
    expect(screen.queryByRole('link', { name: 'Lawyer Grooms' })).toBeNull();
  });
});
