import type { ReactNode } from 'react';

import './profile-form.css';

/** One titled part of the profile form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="card card-body shadow-sm mb-4 pf-section">
      <legend className="h5 mb-3">{title}</legend>
      <div className="row g-3">{children}</div>
    </fieldset>
  );
}
