import type { ReactNode } from 'react';

/** A homepage band's heading, which its section names in `aria-labelledby` by `id`. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="home-section__title">
      {children}
    </h2>
  );
}
