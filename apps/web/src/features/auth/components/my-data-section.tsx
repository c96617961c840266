import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** The card's classes. */
  className: string;
  /** A heading in red, for what cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}

/** One of My Data's cards: its heading, then what it says and its form. */
export function MyDataSection({ title, className, danger = false, children }: Props) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className={danger ? 'h4 text-danger' : 'h4'}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
