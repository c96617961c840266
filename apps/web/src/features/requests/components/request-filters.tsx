import { useId } from 'react';

import { REQUEST_STATUS } from '@vivaha/shared/constants';

import { LabelledSelect } from '@/components/labelled-select';
import { SearchBox } from '@/components/search-box';
import { useTranslation } from '@/lib/i18n';

import type { StatusFilter } from '../api/request-list-query';

import '@/styles/parts/forms.scss';

interface Props {
  search: string;
  status: StatusFilter;
  onSearch: (search: string) => void;
  onStatus: (status: StatusFilter) => void;
}

const statusOptions = [
  ['', 'filters.all'],
  [`${REQUEST_STATUS.pending}`, 'status.pending'],
  [`${REQUEST_STATUS.approved}`, 'status.approved'],
  [`${REQUEST_STATUS.rejected}`, 'status.rejected'],
] as const satisfies ReadonlyArray<readonly [StatusFilter, string]>;

/** The text search and the status filter above a request table. */
export function RequestFilters({ search, status, onSearch, onStatus }: Props) {
  const { t } = useTranslation('requests');
  const id = useId();
  return (
    <div className="row g-2 mb-3" role="search">
      <div className="col-12 col-sm-7 col-md-5">
        <SearchBox
          id={`${id}-search`}
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onSearch={onSearch}
        />
      </div>
      <LabelledSelect
        className="col-12 col-sm-5 col-md-3"
        id={`${id}-status`}
        label={t('filters.status')}
        value={status}
        onChange={(event) => onStatus(event.target.value as StatusFilter)}
        options={statusOptions.map(([value, label]) => ({ value, label: t(label) }))}
      />
    </div>
  );
}
