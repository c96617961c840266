import { Link } from 'react-router';

import { SEARCH_AGE_FROM, SEARCH_AGE_TO } from '@vivaha/shared/constants';
import { paths } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';
import { useOptionLabel } from '@/lib/option-labels';
import { searchLists } from '@/lib/search-lists';
import { writeSearch, type SearchFilters } from '@/lib/search-query';
import { useSession } from '@/lib/session';

import { useBrowseCounts } from '../api/get-browse-counts';

/** How far each end of the ages moves when they are widened. */
const WIDEN_YEARS = 5;

const searchTo = (filters: SearchFilters) => ({ pathname: paths.search, search: writeSearch({ ...filters, page: 1 }) });

/**
 * A search that found nobody offers a way on: the ages widened by five years each way, the
 * filter that narrows it most dropped (named: the chosen value with the fewest published profiles
 * of the sex sought, by the browse counts; else the caste text), and saving the search (above,
 * for a member) to be mailed new matches.
 */
export function NoResultsWayOn({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation('public');
  const canSave = Boolean(useSession());
  const label = useOptionLabel();
  const counts = useBrowseCounts();
  const ways: Array<{ key: string; to: ReturnType<typeof searchTo>; words: string }> = [];

  const from = Number(filters.af) || SEARCH_AGE_FROM;
  const to = Number(filters.at) || SEARCH_AGE_TO;
  if (from > SEARCH_AGE_FROM || to < SEARCH_AGE_TO) {
    const wider = {
      af: String(Math.max(SEARCH_AGE_FROM, from - WIDEN_YEARS)),
      at: String(Math.min(SEARCH_AGE_TO, to + WIDEN_YEARS)),
    };
    ways.push({
      key: 'ages',
      to: searchTo({ ...filters, ...wider }),
      words: t('search.wayOn.ages', { from: wider.af, to: wider.at }),
    });
  }

  // The chosen value with the fewest profiles of the sex sought is the one that narrows most.
  const chosen = searchLists.filter(([field]) => filters[field] > 0);
  const countOf = (field: string, code: number) => {
    const count = counts.data?.(field, code);
    if (!count) return Number.POSITIVE_INFINITY;
    return filters.sx === 2 ? count.brides : filters.sx === 1 ? count.grooms : count.brides + count.grooms;
  };
  const [narrowest] = [...chosen].sort(([a], [b]) => countOf(a, filters[a]) - countOf(b, filters[b]));
  if (narrowest) {
    const [field, options] = narrowest;
    const option = options.find((item) => item.id === filters[field]);
    ways.push({
      key: 'drop',
      to: searchTo({ ...filters, [field]: 0 }),
      words: t('search.wayOn.drop', { field: t(`search.fields.${field}`), value: label(options, option) }),
    });
  } else {
    // Else the typed filters, the city first: a family searching one town may well take another.
    const typed = (['ct', 'st'] as const).find((field) => filters[field].trim());
    if (typed) {
      ways.push({
        key: 'drop',
        to: searchTo({ ...filters, [typed]: '' }),
        words: t('search.wayOn.drop', { field: t(`search.fields.${typed}`), value: filters[typed].trim() }),
      });
    }
  }

  return (
    <div className="alert alert-light border mb-0">
      <p className="fw-semibold mb-2">{t('search.noResults')}</p>
      {ways.length > 0 && (
        <ul className="mb-2 ps-3">
          {ways.map((way) => (
            <li key={way.key}>
              <Link to={way.to}>{way.words}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mb-0 small">{t(canSave ? 'search.wayOn.save' : 'search.wayOn.saveSignedOut')}</p>
    </div>
  );
}
