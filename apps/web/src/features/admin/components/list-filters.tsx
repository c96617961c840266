import { ACTIVE_STATUS_TEXTS } from '@vivaha/shared/constants';

import { LabelledSelect } from '@/components/labelled-select';
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

/** One of the listing's filters: a select whose first choice, All, leaves the filter out. */
function Filter<T extends string>({
  choices,
  onChange,
  ...select
}: {
  id: string;
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  choices: { value: T; label: string }[];
}) {
  const { t } = useTranslation('admin');
  return (
    <LabelledSelect
      {...select}
      onChange={(event) => onChange(event.target.value as T | '')}
      options={[{ value: '', label: t('list.all') }, ...choices]}
    />
  );
}

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
      <Filter
        id="admin-reviewed"
        label={t('list.reviewed')}
        value={reviewed}
        onChange={onReviewed}
        choices={[
          { value: 'false', label: t('list.notReviewed') },
          { value: 'true', label: t('list.reviewedOnly') },
        ]}
      />
      <Filter
        id="admin-active"
        label={t('list.active')}
        value={active}
        onChange={onActive}
        choices={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
    </div>
  );
}
