import { ACTIVE_STATUS_TEXTS } from '@vivaha/shared/constants';

import { SearchBox } from '@/components/search-box';
import { useTranslation } from '@/lib/i18n';

import type { AdminProfilesQuery } from '../api/list-admin-profiles';

import '@/styles/parts/forms.scss';

interface Props {
  /** The search in force (from the address). */
  search: string;
  onSearch: (search: string) => void;
  reviewed: AdminProfilesQuery['reviewed'];
  onReviewed: (reviewed: AdminProfilesQuery['reviewed']) => void;
  active: AdminProfilesQuery['active'];
  onActive: (active: AdminProfilesQuery['active']) => void;
}

const statuses = ACTIVE_STATUS_TEXTS;

/** Free-text search and the Reviewed and Active filters of the listing (spec section 2). */
export function ListFilters({ search, onSearch, reviewed, onReviewed, active, onActive }: Props) {
  const { t } = useTranslation('admin');
  return (
    <div
      className="d-flex flex-wrap align-items-end gap-3 mb-3 admin-filters"
      role="group"
      aria-label={t('list.filters')}
    >
      <div className="flex-grow-1">
        <SearchBox
          id="admin-search"
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search}
          onSearch={onSearch}
        />
      </div>
      <div>
        <label htmlFor="admin-reviewed" className="form-label">
          {t('list.reviewed')}
        </label>
        <select
          id="admin-reviewed"
          className="form-select"
          value={reviewed}
          onChange={(event) => onReviewed(event.target.value as Props['reviewed'])}
        >
          <option value="">{t('list.all')}</option>
          <option value="false">{t('list.notReviewed')}</option>
          <option value="true">{t('list.reviewedOnly')}</option>
        </select>
      </div>
      <div>
        <label htmlFor="admin-active" className="form-label">
          {t('list.active')}
        </label>
        <select
          id="admin-active"
          className="form-select"
          value={active}
          onChange={(event) => onActive(event.target.value as Props['active'])}
        >
          <option value="">{t('list.all')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
