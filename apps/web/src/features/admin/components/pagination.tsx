import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Numbered page buttons, as on My Profiles; nothing when one page holds all. */
export function Pagination({ page, pageCount, onPage }: Props) {
  const { t } = useTranslation('admin');
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={t('list.pages')}>
      <ul className="pagination flex-wrap mb-0">
        {pages.map((number) => (
          <li key={number} className={`page-item${number === page ? ' active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-label={t('list.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => number !== page && onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
