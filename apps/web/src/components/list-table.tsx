import type { ReactNode } from 'react';

import '@/styles/parts/tables.scss';

interface Props {
  /** Classes after the shared `table table-hover align-middle mb-0`. */
  className: string;
  /** Read by screen readers only. */
  caption: string;
  /** The column headings in order; the `actions` column is aligned to the end. */
  columns: ReadonlyArray<{ key: string; label: string }>;
  /** The rows. */
  children: ReactNode;
}

/** A list screen's table: a caption for screen readers, and sideways scrolling on a narrow screen. */
export function ListTable({ className, caption, columns, children }: Props) {
  return (
    <div className="table-responsive">
      <table className={`table table-hover align-middle mb-0 ${className}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map(({ key, label }) => (
              <th key={key} scope="col" className={key === 'actions' ? 'text-end' : undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
