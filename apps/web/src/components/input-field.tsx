import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { describedBy, FieldNotes } from './field-error';

import '@/styles/parts/forms.scss';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  help?: ReactNode;
}

/** A labelled input with its help text and its message, linked for screen readers. */
export function InputField({ id, label, registration, error, help, className, ...input }: Props) {
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, { error, help })}
        {...input}
        {...registration}
      />
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}
