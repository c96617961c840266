import { useId, type ReactNode } from 'react';

/** A part of a page in a card of its own, named by its heading. */
export function CardSection({
  title,
  headingId,
  id,
  children,
}: {
  title: ReactNode;
  /** The heading's id, for a link or a test to find it; one is made up when not given. */
  headingId?: string;
  /** The section's own id, for a link to land on it. */
  id?: string;
  children: ReactNode;
}) {
  const madeUp = useId();
  const heading = headingId ?? madeUp;
  return (
    <section id={id} className="card card-body shadow-sm mb-4" aria-labelledby={heading}>
      <h2 id={heading} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}
