import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { FieldError } from './field-error';

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
  const describedBy = [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        {...input}
        {...registration}
      />
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
