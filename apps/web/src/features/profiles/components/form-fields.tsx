import type { InputHTMLAttributes } from 'react';
import { type FieldPath, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { EMAIL_MAX } from '@vivaha/shared/constants';
import type { Option } from '@vivaha/shared/options/option';
import { PROFILE_TEXT_MAX, type ProfileFormInput } from '@vivaha/shared/profile';

import { FieldError } from '@/components/field-error';
import { InputField } from '@/components/input-field';

import { SelectField, type SelectOption } from './select-field';

type Name = FieldPath<ProfileFormInput>;
const max = PROFILE_TEXT_MAX;
/** The longest text each field keeps, so the browser stops typing where the server would refuse. */
const maxLengths: Partial<Record<Name, number>> = {
  ...max,
  address1: max.address,
  address2: max.address,
  address3: max.address,
  phone1: max.phone,
  phone2: max.phone,
  fax: max.phone,
  mobile: max.phone,
  email: EMAIL_MAX,
};

/** Id, label, registration and message of one profile-form field. */
function useField(name: Name) {
  const { t } = useTranslation('profiles');
  const {
    register,
    formState: { errors },
  } = useFormContext<ProfileFormInput>();
  return { t, register, id: `pf-${name}`, label: t(`fields.${name}`), error: errors[name]?.message };
}

const col = (className: string | undefined, required?: boolean) =>
  `${className ?? 'col-md-6 col-lg-4'}${required ? ' pf-required' : ''}`;

interface TextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: Name;
  help?: string;
}

export function TextField({ name, className, required, help, ...input }: TextProps) {
  const { register, id, label, error } = useField(name);
  return (
    <InputField
      id={id}
      label={label}
      className={col(className, required)}
      required={required}
      maxLength={maxLengths[name]}
      registration={register(name)}
      error={error}
      help={help}
      {...input}
    />
  );
}

interface SelectProps {
  name: Name;
  options: readonly Option[] | readonly SelectOption[];
  required?: boolean;
  className?: string;
  /** Text values (titles) have '' as their unselected value; coded values have 0. */
  textValue?: boolean;
  label?: string;
}

export function CodedSelect({ name, options, required, className, textValue, label }: SelectProps) {
  const { t, register, id, label: fieldLabel, error } = useField(name);
  const choices = options.map((option) => ('id' in option ? { value: option.id, label: option.label } : option));
  return (
    <SelectField
      id={id}
      label={label ?? fieldLabel}
      className={col(className, required)}
      required={required}
      options={choices}
      placeholder={{
        value: textValue ? '' : 0,
        label: required ? t('common:common.chooseOne') : t('common:common.optional'),
      }}
      registration={register(name, { valueAsNumber: !textValue })}
      error={error}
    />
  );
}

export function CheckField({ name, className }: { name: Name; className?: string }) {
  const { register, id, label, error } = useField(name);
  return (
    <div className={className ?? 'col-md-6 col-lg-4 d-flex align-items-end'}>
      <div className="form-check mb-2">
        <input id={id} type="checkbox" className="form-check-input" {...register(name)} />
        <label htmlFor={id} className="form-check-label">
          {label}
        </label>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}

export function TextAreaField({ name, rows = 4 }: { name: Name; rows?: number }) {
  const { register, id, label, error } = useField(name);
  return (
    <div className="col-12">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`form-control${error ? ' is-invalid' : ''}`}
        maxLength={maxLengths[name]}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
