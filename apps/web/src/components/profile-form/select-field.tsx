import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { describedBy, FieldNotes } from '@/components/field-error';

import '@/styles/parts/forms.scss';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  /**
   * The unselected choice: --choose one-- or ---optional--- (value 0, or '' for text values).
   * Left out for a list that always has a value, such as a profile's status.
   */
  placeholder?: SelectOption;
  error?: string;
  /** Words beside the field that say what it means. */
  help?: string;
}

/** A labelled select with its message, linked for screen readers (the select twin of InputField). */
export function SelectField({
  id,
  label,
  registration,
  options,
  placeholder,
  error,
  help,
  className,
  ...select
}: Props) {
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, { error, help })}
        {...select}
        {...registration}
      >
        {placeholder && <option value={placeholder.value}>{placeholder.label}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}
