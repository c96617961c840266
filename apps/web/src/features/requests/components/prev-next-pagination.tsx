import { useTranslation } from '@/lib/i18n';

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and Next with "Page X of Y" between them (spec section 2, My Requests and My Approvals). */
export function PrevNextPagination({ page, pageCount, onPage }: Props) {
  const { t } = useTranslation('requests');
  const count = Math.max(1, pageCount);
  const first = page <= 1;
  const last = page >= count;
  return (
    <nav aria-label={t('pagination.label')} className="d-flex flex-wrap align-items-center gap-2">
      <button type="button" className="btn btn-outline-primary" disabled={first} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      <span className="px-2 text-nowrap" aria-live="polite">
        {t('pagination.pageOf', { page, count })}
      </span>
      <button type="button" className="btn btn-outline-primary" disabled={last} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
