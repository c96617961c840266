import { useState, type InputHTMLAttributes } from 'react';
import { Controller, type FieldPath, type FieldValues, useFormContext } from 'react-hook-form';

import { EMAIL_MAX } from '@vivaha/shared/constants';
import { monthNames } from '@vivaha/shared/format-date';
import type { Option } from '@vivaha/shared/options/option';
import { PROFILE_TEXT_MAX, type ProfileFormInput } from '@vivaha/shared/profile';

import { describedBy, FieldNotes } from '@/components/field-error';
import { InputField } from '@/components/input-field';
import { LabelledSelect } from '@/components/labelled-select';
import type { ListOption } from '@/components/list-select';
import { usePageLanguage, useTranslation } from '@/lib/i18n';
import { useOptionLabel, useShownOrder } from '@/lib/option-labels';

import { PROFILE_FORM_NS } from './namespace';

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
  options: readonly Option[] | readonly ListOption[];
  required?: boolean;
  className?: string;
  /** Text values (titles) have '' as their unselected value; coded values have 0. */
  textValue?: boolean;
  /** A list that always has a value (no --choose one-- or ---optional--- line). */
  noPlaceholder?: boolean;
  /** The unselected line's words, where not --choose one-- or ---optional--- (a narrow list's). */
  unselected?: string | false | undefined;
  help?: string;
}

export function CodedSelect<T extends FieldValues = ProfileFormInput>({
  name,
  options,
  required,
  className,
  textValue,
  noPlaceholder,
  unselected: unselectedText,
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
    : (options as readonly ListOption[]);
  // The unselected choice: --choose one-- or ---optional--- (0, or '' for text values).
  const unselected = {
    value: textValue ? '' : 0,
    label: unselectedText || (required ? t('common:common.chooseOne') : t('common:common.optional')),
  };
  return (
    <LabelledSelect
      id={id}
      label={label}
      className={col(className, required)}
      required={required}
      options={noPlaceholder ? choices : [unselected, ...choices]}
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
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, { error, help })}
          {...register(name)}
        />
        <label htmlFor={id} className="form-check-label">
          {label}
        </label>
        <FieldNotes id={id} help={help} error={error} />
      </div>
    </div>
  );
}

interface TextAreaProps<T extends FieldValues> extends Named<T> {
  rows?: number;
  maxLength?: number;
  help?: string;
}

export function TextAreaField<T extends FieldValues = ProfileFormInput>({
  name,
  rows = 4,
  label: labelText,
  maxLength,
  help,
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
        aria-describedby={describedBy(id, { error, help })}
        {...register(name)}
      />
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/** The title the form holds when it opens (a stored one stays offered, whatever the page's language). */
export function useChosenTitle(): string {
  const value: unknown = useFormContext<ProfileFormInput>().getValues('title');
  return typeof value === 'string' ? value : '';
}

/** The earliest year of birth offered. */
const FIRST_YEAR = 1930;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The date of birth, as 'YYYY-MM-DD'. On an English page, the browser's date field. On a Sinhala or
 * Tamil page, day, month and year in that order, as three lists with the months in the page's
 * language, whatever the browser's own date format is (a browser set to American English would
 * ask month first). A date missing a part is no date, so the required-field message shows.
 */
export function DateOfBirthField({ latest, className, help }: { latest: string; className?: string; help?: string }) {
  const language = usePageLanguage();
  const { t, id, label, error } = useField('dob', undefined);
  const { control } = useFormContext<ProfileFormInput>();
  if (language === 'en')
    return <TextField name="dob" type="date" required max={latest} className={className} help={help} />;
  const lastYear = Number(latest.slice(0, 4));
  const years = Array.from({ length: lastYear - FIRST_YEAR + 1 }, (_, index) => lastYear - index);
  const months = monthNames(language);
  return (
    <Controller
      control={control}
      name="dob"
      render={({ field }) => (
        <fieldset className={col(className, true)} id={id}>
          <legend className="form-label fs-6">{label}</legend>
          <DateParts
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            firstRef={field.ref}
            years={years}
            months={months}
            words={(part) => t(`dateParts.${part}`)}
            invalid={Boolean(error)}
            describedBy={describedBy(id, { error, help })}
          />
          <FieldNotes id={id} help={help} error={error} />
        </fieldset>
      )}
    />
  );
}

type DatePart = 'day' | 'month' | 'year';
const partsOf = (value: string): Record<DatePart, string> => {
  const [year = '', month = '', day = ''] = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-') : [];
  return { year, month, day };
};

/**
 * The three lists of a date, in the order day, month, year. The parts chosen so far are kept here
 * (the form's value is '' until all three are), and follow the form's value when it changes from
 * elsewhere (a draft loaded, the form reset).
 */
function DateParts({
  value,
  onChange,
  onBlur,
  firstRef,
  years,
  months,
  words,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  firstRef: (element: HTMLSelectElement | null) => void;
  years: readonly number[];
  months: readonly string[];
  words: (part: DatePart) => string;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const [parts, setParts] = useState(() => partsOf(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value) setParts(partsOf(value));
  }
  const choose = (part: DatePart, chosen: string) => {
    const next = { ...parts, [part]: chosen };
    setParts(next);
    const whole = next.year && next.month && next.day ? `${next.year}-${next.month}-${next.day}` : '';
    setSeen(whole);
    onChange(whole);
  };
  const list = (part: DatePart, options: Array<[string, string]>) => (
    <select
      ref={part === 'day' ? firstRef : undefined}
      className={`form-select${invalid ? ' is-invalid' : ''}`}
      aria-label={words(part)}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      value={parts[part]}
      onChange={(event) => choose(part, event.target.value)}
      onBlur={onBlur}
    >
      <option value="">{words(part)}</option>
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </select>
  );
  return (
    <div className="pf-date-parts">
      {list(
        'day',
        Array.from({ length: 31 }, (_, index) => [pad(index + 1), String(index + 1)]),
      )}
      {list(
        'month',
        months.map((name, index) => [pad(index + 1), name]),
      )}
      {list(
        'year',
        years.map((year) => [String(year), String(year)]),
      )}
    </div>
  );
}
