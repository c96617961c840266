import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { useTranslation, type TFunction } from '@/lib/i18n';
import { useOptionAdjective } from '@/lib/option-labels';
import { usePageTitle } from '@/lib/page-head';
import {
  checkFilters,
  codeFields,
  readPage,
  readSearch,
  writeSearch,
  type SearchFilters,
  type SearchState,
} from '@/lib/search-query';

import type { Preset } from '../browse-presets';

import { SearchForm } from './search-form';
import { NoProfiles, SearchResults } from './search-results';

import '../public.css';

/** What the app puts above the results for a signed-in member: "Save this search" with these filters. */
export type SaveSearch = (filters: SearchFilters) => ReactNode;

/** How many filters a search sets: each coded one, the age range as one, the caste text, the city. */
export const activeFilters = (filters: SearchFilters) =>
  codeFields.filter((field) => filters[field]).length +
  (filters.af.trim() || filters.at.trim() ? 1 : 0) +
  (filters.st.trim() ? 1 : 0) +
  (filters.ct.trim() ? 1 : 0) +
  (filters.vf.length ? 1 : 0);

const LAPTOP = '(min-width: 992px)';
const isLaptop = () => window.matchMedia?.(LAPTOP).matches ?? true;
function onLaptopChange(onChange: () => void) {
  const query = window.matchMedia?.(LAPTOP);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The search form behind "Filters (3)": closed on a phone after a search, open on a laptop. */
function FoldedFilters({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation('public');
  // Until the person opens or closes it, a laptop shows it open; the page drawn on the server, as
  // a phone's, closed.
  const laptop = useSyncExternalStore(onLaptopChange, isLaptop, () => false);
  const [chosen, setChosen] = useState<boolean>();
  return (
    <details
      className="search-filters card card-body py-2 mb-3"
      open={chosen ?? laptop}
      onToggle={(event) => setChosen(event.currentTarget.open)}
    >
      <summary className="search-filters__toggle">{t('search.filters', { count })}</summary>
      <div className="pt-2 pb-1">{children}</div>
    </details>
  );
}

/** The heading of a preset page: "Sinhalese Brides", "Grooms in Canada", or just "Grooms". */
function presetHeading(t: TFunction, preset: Preset | undefined, label: string | undefined) {
  if (!preset) return t('search.title');
  const who = preset.sx === 2 ? t('browse.brides') : t('browse.grooms');
  return preset.kind ? t(`browse.heading.${preset.kind}`, { label, who }) : who;
}

/**
 * The search screen (spec section 2, Profile Search). The form and the page live in the address,
 * so a result page can be shared, reloaded and reached with Back. With a preset (/grooms,
 * /brides and the browse addresses) the filters come from the path and only the page from the
 * query; searching from there goes to /profile/search with the whole query.
 */
export function SearchPage({ preset, saveSearch }: { preset?: Preset; saveSearch?: SaveSearch }) {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('public');
  // The preset's word before "Brides" or "Grooms" in the heading: an adjective in Sinhala and Tamil.
  const adjectiveOf = useOptionAdjective();
  const presetLabel = preset?.option && preset.list ? adjectiveOf(preset.list, preset.option) : preset?.label;

  const state: SearchState = preset ? { ...preset.filters, page: readPage(params) } : readSearch(params);
  const valid = (preset?.valid ?? true) && Object.keys(checkFilters(state)).length === 0;

  const onSearch = (filters: SearchFilters) =>
    void navigate({ pathname: paths.search, search: writeSearch({ ...filters, page: 1 }) });
  const pageTo = (page: number) => ({
    pathname,
    search: preset ? (page > 1 ? `page=${page}` : '') : writeSearch({ ...state, page }),
  });

  const heading = presetHeading(t, preset, presetLabel);
  // "Sinhalese Brides - Vivaha": each preset page its own title (the route table has one for all).
  usePageTitle(preset ? t('browse.pageTitle', { heading }) : undefined);

  // An address written otherwise than the app writes it (the form sent by the browser itself
  // before the app had started: every field, the empty ones too) becomes the app's own, in place,
  // so the address a family shares is the short one.
  const written = writeSearch(state);
  const own = preset ? search : written && `?${written}`;
  useEffect(() => {
    if (search !== own) void navigate({ pathname, search: own }, { replace: true, preventScrollReset: true });
  }, [search, own, pathname, navigate]);

  // A new search starts the form again from it (Back, a page link, a shared link).
  const form = <SearchForm key={pathname + own} initial={state} onSearch={onSearch} />;
  // After a search the results come first: the form folds into "Filters (3)", open on a laptop.
  const searched = !preset && [...params.keys()].some((key) => key !== 'page');
  return (
    <div className="search-page">
      <h1 className="h3 mb-3">{heading}</h1>
      {preset ? (
        <details className="search-refine card card-body py-2 mb-4">
          <summary>{t('search.refine')}</summary>
          <div className="pt-2 pb-1">{form}</div>
        </details>
      ) : searched ? (
        <FoldedFilters key={pathname + own} count={activeFilters(state)}>
          {form}
        </FoldedFilters>
      ) : (
        <div className="card card-body mb-4">{form}</div>
      )}
      {valid && saveSearch && <div className="mb-3">{saveSearch(state)}</div>}
      {valid ? <SearchResults state={state} pageTo={pageTo} /> : preset && <NoProfiles />}
    </div>
  );
}
