import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { searchMessages } from '@vivaha/shared/public';

import { fetchedUrls, json, renderScreen, stubbedFetch } from '@/test/render';

import en from '../locales/en.json';
import { searchAnswer, searchResult } from '../public.fixture';

import { SearchPage } from './search-page';

const renderSearch = (route = '/profile/search') => renderScreen(<SearchPage />, { route, path: '/profile/search' });
const location = () => screen.getByTestId('location').textContent;
const query = (url: URL) => Object.fromEntries(url.searchParams);

/** A media query's answer, as matchMedia gives it. */
const mediaList = (media: string, matches: boolean) => ({
  matches,
  media,
  addEventListener: () => {},
  removeEventListener: () => {},
});

describe('SearchPage', () => {
  const fetchMock = stubbedFetch(() => json(searchAnswer([])));

  it('after a search on a phone, puts the results first and folds the form into Filters (n)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => mediaList(query, false));
    const user = userEvent.setup();
    renderSearch('/profile/search?sx=2&ec=1&af=25&at=35&page=2');
    const toggle = await screen.findByText('Filters (3)');
    const details = toggle.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    // Opening it shows the form as it was searched.
    await user.click(toggle);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByLabelText('Ethnicity')).toHaveValue('1');
  });

  it('keeps the form open on a laptop after a search, and before any search on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => mediaList(query, true));
    const { unmount } = renderSearch('/profile/search?re=296');
    expect((await screen.findByText('Filters (1)')).closest('details')).toHaveAttribute('open');
    unmount();
    vi.stubGlobal('matchMedia', (query: string) => mediaList(query, false));
    renderSearch('/profile/search');
    expect(await screen.findByRole('search', { name: 'Search profiles' })).toBeVisible();
    expect(screen.queryByText(/^Filters \(/)).toBeNull();
  });

  it('fills the form from the address and asks the server for that page', async () => {
    renderSearch('/profile/search?sx=2&ec=1&re=296&af=25&at=35&st=Govi&page=3');
    const form = await screen.findByRole('search', { name: 'Search profiles' });
    expect(within(form).getByLabelText('Looking for')).toHaveValue('2');
    expect(within(form).getByLabelText('Ethnicity')).toHaveValue('1');
    expect(within(form).getByLabelText('Religion')).toHaveValue('296');
    expect(within(form).getByLabelText('Marital Status')).toHaveValue('0');
    expect(within(form).getByLabelText('Age From')).toHaveValue('25');
    expect(within(form).getByLabelText('Age To')).toHaveValue('35');
    expect(within(form).getByLabelText('Caste Search')).toHaveValue('Govi');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const url = fetchedUrls(fetchMock)[0]!;
    expect(url.pathname).toBe('/api/pp/search');
    expect(query(url)).toEqual({
      sx: '2',
      ec: '1',
      re: '296',
      af: '25',
      at: '35',
      st: 'Govi',
      page: '3',
      pageSize: '15',
    });
  });

  it('writes an address the browser sent itself (every field, empty ones too) as the app writes it', async () => {
    renderSearch('/profile/search?sx=2&ms=0&re=296&ec=0&mt=0&ed=0&oc=0&rc=0&af=&at=&st=&ct=');
    await waitFor(() => expect(location()).toBe('/profile/search?sx=2&re=296'));
    expect(await screen.findByText('Filters (2)')).toBeInTheDocument();
  });

  it('writes the search into the address and searches from page 1', async () => {
    const user = userEvent.setup();
    renderSearch('/profile/search?page=4');
    await user.selectOptions(await screen.findByLabelText('Looking for'), 'Bride');
    await user.selectOptions(screen.getByLabelText('Residing In'), 'Canada');
    await user.selectOptions(screen.getByLabelText('Occupation'), 'Doctor');
    await user.type(screen.getByLabelText('Age From'), '25');
    await user.type(screen.getByLabelText('Caste Search'), 'Karava');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(location()).toBe('/profile/search?sx=2&oc=53&rc=38&af=25&st=Karava'));
    await waitFor(() =>
      expect(fetchedUrls(fetchMock).map(query)).toContainEqual({
        sx: '2',
        oc: '53',
        rc: '38',
        af: '25',
        st: 'Karava',
        page: '1',
        pageSize: '15',
      }),
    );
    // The form still shows what was searched for, now read back from the address.
    expect(screen.getByLabelText('Looking for')).toHaveValue('2');
    expect(screen.getByLabelText('Caste Search')).toHaveValue('Karava');
  });

  it('says No profiles found for an empty result', async () => {
    renderSearch('/profile/search?sx=1');
    expect(await screen.findByText('No profiles found')).toBeInTheDocument();
  });

  it('offers a way on from an empty result: wider ages, and the search without the filter that narrows it most, named', async () => {
    fetchMock.mockImplementation(async (url: URL) =>
      String(url).includes('/pp/browse')
        ? json({
            items: [
              { field: 're', code: 296, grooms: 40, brides: 3 },
              { field: 'ec', code: 1, grooms: 50, brides: 60 },
            ],
          })
        : json(searchAnswer([])),
    );
    renderSearch('/profile/search?sx=2&ec=1&re=296&af=25&at=30&st=Govi');
    const wider = await screen.findByRole('link', { name: 'Widen the ages to 20 to 35' });
    const paramsOf = (link: HTMLElement) =>
      Object.fromEntries(new URLSearchParams(link.getAttribute('href')!.split('?')[1]));
    expect(paramsOf(wider)).toEqual({ sx: '2', ec: '1', re: '296', af: '20', at: '35', st: 'Govi' });
    // Only 3 Buddhist brides against 60 Sinhalese ones: Religion narrows most.
    const drop = await screen.findByRole('link', { name: 'Search without “Religion: Buddhist”' });
    expect(paramsOf(drop)).toEqual({ sx: '2', ec: '1', af: '25', at: '30', st: 'Govi' });
    expect(screen.getByText('Members can save a search and be mailed when a new profile matches it.')).toBeVisible();
  });

  it('says there are more when the server stops counting', async () => {
    fetchMock.mockResolvedValue(json({ ...searchAnswer([searchResult(5)], 2000), countCapped: true }));
    renderSearch('/profile/search?sx=1');
    expect(await screen.findByRole('heading', { name: 'More than 2,000 profiles found' })).toBeInTheDocument();
  });

  it('says Error fetching data when the search fails', async () => {
    fetchMock.mockResolvedValue(json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500));
    renderSearch('/profile/search?sx=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data');
  });

  it('lets only two digits into the age fields and 15 characters into Caste Search', async () => {
    const user = userEvent.setup();
    renderSearch();
    const ageFrom = await screen.findByLabelText('Age From');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    expect(ageFrom).toHaveAttribute('maxlength', '2');
    await user.type(ageFrom, 'a2b-5.');
    expect(ageFrom).toHaveValue('25');
    expect(ageFrom).not.toHaveAttribute('aria-invalid', 'true');

    const ageTo = screen.getByLabelText('Age To');
    expect(ageTo).toHaveAttribute('maxlength', '2');
    await user.type(ageTo, '123');
    expect(ageTo).toHaveValue('12');
    await user.clear(ageTo);
    await user.type(ageTo, '4x0');
    expect(ageTo).toHaveValue('40');

    const caste = screen.getByLabelText('Caste Search');
    expect(caste).toHaveAttribute('maxlength', '15');
    await user.click(caste);
    await user.paste('a'.repeat(20));
    expect(caste).toHaveValue('a'.repeat(15));
    expect(caste).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe(`/profile/search?af=25&at=40&st=${'a'.repeat(15)}`));
  });

  it('shows the field message and sends nothing for a bad age in a shared address', async () => {
    renderSearch('/profile/search?af=abc');
    expect(await screen.findByLabelText('Age From')).toHaveAccessibleDescription(searchMessages.age);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows each result as a card with its photo, facts, flags and link, the total and the pages', async () => {
    fetchMock.mockResolvedValue(
      json(
        searchAnswer(
          [
            searchResult(5, { astroChevaiThosam: true, ChartAvailable: true, defaultimage: '/media/5-card.webp' }),
            searchResult(6, { name: 'Ravi Kumar', occupation: '', sex: 'Male' }),
          ],
          47,
        ),
      ),
    );
    renderSearch('/profile/search?sx=2&page=2');
    expect(await screen.findByRole('heading', { name: '47 profiles found' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    const card = within(first!);
    expect(card.getByRole('heading', { name: 'Member 5' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Member 5' })).toHaveAttribute('href', '/profile/5_Member_5');
    expect(card.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile/5_Member_5');
    expect(card.getByRole('img', { name: 'Photo of Member 5' })).toHaveAttribute('src', '/media/5-card.webp');
    expect(card.getByText(/^30 years/)).toHaveTextContent(
      '30 years · Toronto, Canada · Hindu · Sri Lankan Tamil · Never Married · Accountant',
    );
    expect(card.getByText(/^Last seen/)).toHaveTextContent('Last seen 2025-03-01');
    expect(card.getByText('Chevvai dosham (Mangalik)')).toBeInTheDocument();
    expect(card.getByText('Chart attached')).toBeInTheDocument();

    const other = within(second!);
    expect(other.queryByText('Chevvai dosham (Mangalik)')).toBeNull();
    expect(other.getByText(/^30 years/)).toHaveTextContent(
      /^30 years · Toronto, Canada · Hindu · Sri Lankan Tamil · Never Married$/,
    );
    expect(other.getByRole('img', { name: 'No photo of Ravi Kumar yet' })).toHaveTextContent(/^$/);
    expect(screen.queryByText('Not provided')).toBeNull();

    const pager = screen.getByRole('navigation', { name: 'Search result pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Last page' })).toHaveAttribute(
      'href',
      '/profile/search?sx=2&page=4',
    );
    await userEvent.setup().click(within(pager).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(location()).toBe('/profile/search?sx=2&page=3'));
    await waitFor(() => expect(fetchedUrls(fetchMock).map((url) => url.searchParams.get('page'))).toContain('3'));
  });

  it('shows the server’s own words for the field messages', () => {
    expect(en.search.messages).toEqual({
      age: searchMessages.age,
      caste: searchMessages.caste,
      city: searchMessages.city,
    });
  });
});
