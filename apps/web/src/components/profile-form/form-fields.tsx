import type { InputHTMLAttributes } from 'react';
import { type FieldPath, type FieldValues, useFormContext } from 'react-hook-form';

import { EMAIL_MAX } from '@vivaha/shared/constants';
import type { Option } from '@vivaha/shared/options/option';
import { PROFILE_TEXT_MAX, type ProfileFormInput } from '@vivaha/shared/profile';

import { FieldError } from '@/components/field-error';
import { InputField } from '@/components/input-field';
import { useTranslation } from '@/lib/i18n';
import { useOptionLabel, useShownOrder } from '@/lib/option-labels';

import { PROFILE_FORM_NS } from './namespace';
import { SelectField, type SelectOption } from './select-field';

import '@/styles/parts/forms.scss';
import './profile-form.css';

const max = PROFILE_TEXT_MAX;
/** The longest text each field keeps, so the browser stops typing where the server would refuse. */
const maxLengths: Partial<Record<string, number>> = {
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

/**
 * The fields are typed by the member form's values; a form with more fields (the admin form)
 * names its own type, as in `<CheckField<AdminProfileFormInput> name="reviewed" label="..." />`.
 */
interface Named<T extends FieldValues> {
  name: FieldPath<T>;
  /** The label, when the field is not one of the profile's own (those come from the locale file). */
  label?: string;
}

/** Id, label, registration and message of one profile-form field. */
function useField(name: string, label: string | undefined) {
  const { t } = useTranslation(PROFILE_FORM_NS);
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const message = errors[name]?.message;
  return {
    t,
    register,
    id: `pf-${name}`,
    label: label ?? t(`fields.${name}`),
    error: typeof message === 'string' ? message : undefined,
  };
}

const col = (className: string | undefined, required?: boolean) =>
  `${className ?? 'col-md-6 col-lg-4'}${required ? ' pf-required' : ''}`;

interface TextProps<T extends FieldValues>
  extends Named<T>, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  help?: string;
}

export function TextField<T extends FieldValues = ProfileFormInput>({
  name,
  label: labelText,
  className,
  required,
  help,
  ...input
}: TextProps<T>) {
  const { register, id, label, error } = useField(name, labelText);
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

interface SelectProps<T extends FieldValues> extends Named<T> {
  options: readonly Option[] | readonly SelectOption[];
  required?: boolean;
  className?: string;
  /** Text values (titles) have '' as their unselected value; coded values have 0. */
  textValue?: boolean;
  /** A list that always has a value (no --choose one-- or ---optional--- line). */
  noPlaceholder?: boolean;
  help?: string;
}

export function CodedSelect<T extends FieldValues = ProfileFormInput>({
  name,
  options,
  required,
  className,
  textValue,
  noPlaceholder,
  label: labelText,
  help,
}: SelectProps<T>) {
  const { t, register, id, label, error } = useField(name, labelText);
  const labelOf = useOptionLabel();
  const shownOrder = useShownOrder();
  // A coded list's labels in the page's language, in its shown order; other choices come with their words.
  const coded = options.length > 0 && 'id' in options[0]!;
  const choices = coded
    ? shownOrder(options as readonly Option[]).map((option) => ({
        value: option.id,
        label: labelOf(options as readonly Option[], option),
      }))
    : (options as readonly SelectOption[]);
  return (
    <SelectField
      id={id}
      label={label}
      className={col(className, required)}
      required={required}
      options={choices}
      placeholder={
        noPlaceholder
          ? undefined
          : {
              value: textValue ? '' : 0,
              label: required ? t('common:common.chooseOne') : t('common:common.optional'),
            }
      }
      registration={register(name, { valueAsNumber: !textValue })}
      error={error}
      help={help}
    />
  );
}

interface CheckProps<T extends FieldValues> extends Named<T> {
  className?: string;
  help?: string;
}

export function CheckField<T extends FieldValues = ProfileFormInput>({
  name,
  className,
  label: labelText,
  help,
}: CheckProps<T>) {
  const { register, id, label, error } = useField(name, labelText);
  return (
    <div className={className ?? 'col-md-6 col-lg-4 d-flex align-items-end'}>
      <div className="form-check mb-2">
        <input
          id={id}
          type="checkbox"
          className="form-check-input"
          aria-describedby={help ? `${id}-help` : undefined}
          {...register(name)}
        />
        <label htmlFor={id} className="form-check-label">
          {label}
        </label>
        {help && (
          <div id={`${id}-help`} className="form-text">
            {help}
          </div>
        )}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}

interface TextAreaProps<T extends FieldValues> extends Named<T> {
  rows?: number;
  maxLength?: number;
}

export function TextAreaField<T extends FieldValues = ProfileFormInput>({
  name,
  rows = 4,
  label: labelText,
  maxLength,
}: TextAreaProps<T>) {
  const { register, id, label, error } = useField(name, labelText);
  return (
    <div className="col-12">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`form-control${error ? ' is-invalid' : ''}`}
        maxLength={maxLength ?? maxLengths[name]}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The title the form holds when it opens (a stored one stays offered, whatever the page's language). */
export function useChosenTitle(): string {
  const value: unknown = useFormContext<ProfileFormInput>().getValues('title');
  return typeof value === 'string' ? value : '';
}
