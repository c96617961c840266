import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

import { SEARCH_PAGE_WINDOW } from '@vivaha/shared/constants';

import { useTranslation } from '@/lib/i18n';
import { pageWindow } from '@/lib/search-query';

import '@/styles/parts/pagination.scss';

interface Props {
  page: number;
  pageCount: number;
  /** The address of a page: the pager is made of links, so a page can be opened, shared or reloaded. */
  pageTo: (page: number) => To;
}

function Step({ to, disabled, symbol, label }: { to: To; disabled: boolean; symbol: string; label: string }) {
  const content: ReactNode = (
    <>
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
  return (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      {disabled ? (
        <span className="page-link">{content}</span>
      ) : (
        <Link className="page-link" to={to}>
          {content}
        </Link>
      )}
    </li>
  );
}

/**
 * Search pages (spec section 2): first, previous, two pages each side of the current one with
 * ellipses for the rest, next and last.
 */
export function SearchPagination({ page, pageCount, pageTo }: Props) {
  const { t } = useTranslation('public');
  if (pageCount <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  return (
    <nav aria-label={t('pager.label')}>
      <ul className="pagination flex-wrap justify-content-center mb-0">
        <Step to={pageTo(1)} disabled={atStart} symbol="«" label={t('pager.first')} />
        <Step to={pageTo(page - 1)} disabled={atStart} symbol="‹" label={t('pager.previous')} />
        {pageWindow(page, pageCount, SEARCH_PAGE_WINDOW).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={`page-item${item === page ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={pageTo(item)}
                aria-label={t('pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ),
        )}
        <Step to={pageTo(page + 1)} disabled={atEnd} symbol="›" label={t('pager.next')} />
        <Step to={pageTo(pageCount)} disabled={atEnd} symbol="»" label={t('pager.last')} />
      </ul>
    </nav>
  );
}
