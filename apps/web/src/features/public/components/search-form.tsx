import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import {
  CASTE_SEARCH_MAX,
  CITY_SEARCH_MAX,
  SEARCH_AGE_FROM,
  SEARCH_AGE_MAX_DIGITS,
  SEARCH_AGE_TO,
} from '@vivaha/shared/constants';
import { VERIFICATION_KINDS, type VerificationKind } from '@vivaha/shared/verification-kinds';

import { ListSelect } from '@/components/list-select';
import { TOWN_LIST_ID, TownList } from '@/components/town-list';
import { useTranslation } from '@/lib/i18n';
import { useOptionLabel, useShownOrder } from '@/lib/option-labels';
import { searchLists } from '@/lib/search-lists';
import {
  checkFilters,
  codeFields,
  type CodeField,
  type SearchErrors,
  type SearchFilters,
  type TextField,
  textFields,
} from '@/lib/search-query';
import { useEarlyInput } from '@/lib/use-early-input';

import { SearchMessage } from './search-message';

import '@/styles/parts/forms.scss';

/** What a field lets in (spec section 5, Search): ages digits only, at most 2; caste at most 15 characters; a city at most 60. */
const allowed: Record<TextField, (value: string) => string> = {
  af: (value) => value.replace(/\D/g, '').slice(0, SEARCH_AGE_MAX_DIGITS),
  at: (value) => value.replace(/\D/g, '').slice(0, SEARCH_AGE_MAX_DIGITS),
  st: (value) => value.slice(0, CASTE_SEARCH_MAX),
  ct: (value) => value.slice(0, CITY_SEARCH_MAX),
};

const ageProps = { inputMode: 'numeric', maxLength: SEARCH_AGE_MAX_DIGITS } as const;

interface Props {
  initial: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  /** Leaves out Looking for, where the page fixes it (the matches page: the other sex). */
  sexFixed?: boolean;
  /** The submit button's words where the form saves rather than searches (partner preferences). */
  submitLabel?: string;
}

/**
 * The search form (spec section 2, Profile Search). The age and caste fields take only what the
 * rules allow (digits, at most 2; at most 15 characters); a shared address that breaks them
 * shows the message, and a search with a message pending is not sent.
 */
export function SearchForm({ initial, onSearch, sexFixed = false, submitLabel }: Props) {
  const { t } = useTranslation('public');
  const labelOf = useOptionLabel();
  const shownOrder = useShownOrder();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SearchErrors>(() => checkFilters(initial));

  const setCode = (field: CodeField) => (event: ChangeEvent<HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: Number(event.target.value) }));
  const setText = (field: TextField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: allowed[field](event.target.value) };
    setValues(next);
    setErrors(checkFilters(next));
  };

  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (changed) => {
    const next = { ...values };
    for (const field of codeFields) if (field in changed) next[field] = Number(changed[field]);
    for (const field of textFields) if (field in changed) next[field] = allowed[field](changed[field]!);
    const kind = VERIFICATION_KINDS.find((offered) => offered === changed.vf);
    if (kind && !next.vf.includes(kind)) next.vf = [...next.vf, kind];
    setValues(next);
    setErrors(checkFilters(next));
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkFilters(values);
    setErrors(found);
    const first = textFields.find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`#search-${first}`)?.focus();
      return;
    }
    onSearch(values);
  };

  const select = (field: CodeField, options: ReadonlyArray<{ id: number; label: string }>, anyLabel: string) => (
    <div className="col-6 col-md-4 col-lg-6" key={field}>
      <label htmlFor={`search-${field}`} className="form-label small mb-1">
        {t(`search.fields.${field}`)}
      </label>
      <ListSelect
        id={`search-${field}`}
        name={field}
        className="form-select form-select-sm"
        value={values[field]}
        onChange={setCode(field)}
        options={[
          { value: 0, label: anyLabel },
          ...shownOrder(options).map((option) => ({ value: option.id, label: labelOf(options, option) })),
        ]}
      />
    </div>
  );

  const text = (
    field: TextField,
    props: { inputMode?: 'numeric'; placeholder?: string; maxLength: number; list?: string },
    className: string,
  ) => (
    <div className={className}>
      <label htmlFor={`search-${field}`} className="form-label small mb-1">
        {t(`search.fields.${field}`)}
      </label>
      <input
        id={`search-${field}`}
        name={field}
        type="text"
        autoComplete="off"
        className={`form-control form-control-sm${errors[field] ? ' is-invalid' : ''}`}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `search-${field}-error` : undefined}
        value={values[field]}
        onChange={setText(field)}
        {...props}
      />
      <SearchMessage id={`search-${field}-error`} error={errors[field]} />
    </div>
  );

  const toggleCheck = (kind: VerificationKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const { checked } = event.target;
    setValues((current) => ({
      ...current,
      vf: checked
        ? [...current.vf.filter((other) => other !== kind), kind]
        : current.vf.filter((other) => other !== kind),
    }));
  };

  const sexes = [
    { id: 1, label: t('search.groom') },
    { id: 2, label: t('search.bride') },
  ];
  return (
    <form
      ref={form}
      role="search"
      aria-label={t('search.formLabel')}
      noValidate
      onSubmit={onSubmit}
      className="search-form"
    >
      <div className="row g-2">
        {!sexFixed && select('sx', sexes, t('search.any'))}
        {searchLists.map(([field, options]) => select(field, options, t('search.optional')))}
        {text('af', { ...ageProps, placeholder: String(SEARCH_AGE_FROM) }, 'col-6 col-md-4 col-lg-3')}
        {text('at', { ...ageProps, placeholder: String(SEARCH_AGE_TO) }, 'col-6 col-md-4 col-lg-3')}
        {text('st', { maxLength: CASTE_SEARCH_MAX }, 'col-12 col-md-8 col-lg-6')}
        {text('ct', { maxLength: CITY_SEARCH_MAX, list: TOWN_LIST_ID }, 'col-12 col-md-8 col-lg-6')}
        <TownList />
        <fieldset className="col-12 col-md-8 col-lg-12">
          <legend className="form-label small mb-1">{t('common:checks.filter')}</legend>
          {VERIFICATION_KINDS.map((kind) => (
            <div className="form-check" key={kind}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`search-vf-${kind}`}
                name="vf"
                value={kind}
                checked={values.vf.includes(kind)}
                onChange={toggleCheck(kind)}
              />
              <label className="form-check-label small" htmlFor={`search-vf-${kind}`}>
                {t(`common:checks.${kind}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="col-12 col-md-4 col-lg-12 d-flex align-items-end">
          <button type="submit" className="btn btn-primary w-100">
            {submitLabel ?? t('search.button')}
          </button>
        </div>
      </div>
    </form>
  );
}
