import '@/styles/parts/pagination.scss';

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What the buttons page through, e.g. "Profile list pages". */
  label: string;
  /** The name of one page's button, e.g. "Page 3". */
  pageLabel: (page: number) => string;
}

/** Numbered page buttons (spec section 2, Member profile list); nothing when one page holds all. */
export function PageButtons({ page, pageCount, onPage, label, pageLabel }: Props) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={label}>
      <ul className="pagination flex-wrap mb-0">
        {pages.map((number) => (
          <li key={number} className={`page-item${number === page ? ' active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-label={pageLabel(number)}
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
