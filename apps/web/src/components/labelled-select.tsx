import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { describedBy, FieldNotes } from './field-error';
import type { ListOption } from './list-select';

import '@/styles/parts/forms.scss';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  id: string;
  label: string;
  /** Every choice, the unselected one ("All", "Optional") first where there is one. */
  options: readonly ListOption[];
  /** The classes of the box holding the label and the select. */
  className?: string;
  labelClassName?: string;
  selectClassName?: string;
  /** For a select of a form; a filter passes `value` and `onChange` instead. */
  registration?: UseFormRegisterReturn;
  error?: string;
  help?: ReactNode;
}

/** One of the member's profiles as a choice. */
export const profileOption = ({ profileId, name }: { profileId: number; name: string }): ListOption => ({
  value: profileId,
  label: name,
});

/**
 * A labelled select of a short list, with its help and message linked for screen readers: a
 * filter above a list, or a choice in a form.
 */
export function LabelledSelect({
  id,
  label,
  options,
  className,
  labelClassName = 'form-label',
  selectClassName = 'form-select',
  registration,
  error,
  help,
  ...select
}: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        className={`${selectClassName}${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, help })}
        {...select}
        {...registration}
      >
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
