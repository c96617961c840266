import { lazy, Suspense, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Link, useHref, useNavigate } from 'react-router';

import { SEARCH_AGE_FROM, SEARCH_AGE_MAX_DIGITS, SEARCH_AGE_TO } from '@vivaha/shared/constants';
import { paths } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';
import { emptyFilters, writeSearch } from '@/lib/search-query';
import { useEarlyInput } from '@/lib/use-early-input';

import '../home.css';

// The religions' labels need every coded list's code (lib/option-labels.ts) and, on a Sinhala or
// Tamil page, their translations: they load just after the first screen, which shows "Any
// religion" meanwhile. A failed load leaves just that choice.
const ReligionOptions = lazy<ComponentType>(() =>
  import('./religion-options').then(
    (module) => ({ default: module.ReligionOptions }),
    () => ({ default: () => null }),
  ),
);

/** Ages as the search form takes them: digits only, at most two. */
const digits = (value: string) => value.replace(/\D/g, '').slice(0, SEARCH_AGE_MAX_DIGITS);

const sexes = [
  { sx: 2, word: 'bride' },
  { sx: 1, word: 'groom' },
] as const;

/** One of the two ages: digits only, at most as many as an age has. */
function AgeField({
  name,
  label,
  placeholder,
  value,
  onChange,
}: {
  name: 'af' | 'at';
  label: string;
  placeholder: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="quick-search__field">
      <label className="quick-search__label" htmlFor={`quick-search-${name}`}>
        {label}
      </label>
      <input
        id={`quick-search-${name}`}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={SEARCH_AGE_MAX_DIGITS}
        placeholder={String(placeholder)}
        value={value}
        onChange={(event) => onChange(digits(event.target.value))}
      />
    </div>
  );
}

/**
 * The hero's search: Looking for, ages and religion, opening the Profile Search page with them
 * (the same address its form writes, lib/search-query.ts). Plain inputs: no form library here.
 */
export function QuickSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sx, setSx] = useState(0);
  const [af, setAf] = useState('');
  const [at, setAt] = useState('');
  const [re, setRe] = useState(0);

  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (changed) => {
    if (changed.sx) setSx(Number(changed.sx));
    if (changed.af !== undefined) setAf(digits(changed.af));
    if (changed.at !== undefined) setAt(digits(changed.at));
    if (changed.re) setRe(Number(changed.re));
  });
  // Sent before the app has started, the form opens the search page itself.
  const action = useHref(paths.search);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Ages typed the wrong way round are read the right way round.
    const [from, to] = af && at && Number(af) > Number(at) ? [at, af] : [af, at];
    const query = writeSearch({ ...emptyFilters, sx, re, af: from, at: to });
    navigate(query ? `${paths.search}?${query}` : paths.search);
  };

  return (
    <form
      ref={form}
      action={action}
      role="search"
      aria-labelledby="quick-search-title"
      className="quick-search"
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id="quick-search-title" className="quick-search__title">
        {t('home.quick.title')}
      </h2>
      <fieldset className="quick-search__field">
        <legend className="quick-search__label">{t('home.quick.lookingFor')}</legend>
        <div className="quick-search__choices">
          {sexes.map((sex) => (
            <label key={sex.sx} className="quick-search__choice">
              <input type="radio" name="sx" value={sex.sx} checked={sx === sex.sx} onChange={() => setSx(sex.sx)} />
              <span>{t(`home.quick.${sex.word}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="quick-search__ages">
        <AgeField name="af" label={t('home.quick.ageFrom')} placeholder={SEARCH_AGE_FROM} value={af} onChange={setAf} />
        <AgeField name="at" label={t('home.quick.ageTo')} placeholder={SEARCH_AGE_TO} value={at} onChange={setAt} />
      </div>
      <div className="quick-search__field">
        <label className="quick-search__label" htmlFor="quick-search-re">
          {t('home.quick.religion')}
        </label>
        <select id="quick-search-re" name="re" value={re} onChange={(event) => setRe(Number(event.target.value))}>
          <option value={0}>{t('home.quick.anyReligion')}</option>
          <Suspense fallback={null}>
            <ReligionOptions />
          </Suspense>
        </select>
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-100">
        {t('home.quick.submit')}
      </button>
      <p className="quick-search__more">
        <Link to={paths.search}>{t('home.quick.more')}</Link>
      </p>
    </form>
  );
}
