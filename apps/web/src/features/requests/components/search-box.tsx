import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SEARCH_MAX } from './use-request-list-params';

interface Props {
  id: string;
  /** The search in force (from the address). */
  value: string;
  /** Called with the trimmed text once typing has paused for `delay` ms. */
  onSearch: (search: string) => void;
  delay?: number;
}

/** The text search of a request table: debounced, and in step with the address (Back, reload). */
export function SearchBox({ id, value, onSearch, delay = 300 }: Props) {
  const { t } = useTranslation('requests');
  const [text, setText] = useState(value);
  const [known, setKnown] = useState(value);
  // The address changed without typing (Back, a link): show its search, but keep a trailing space being typed.
  if (value !== known) {
    setKnown(value);
    if (value !== text.trim()) setText(value);
  }

  const settle = useEffectEvent((search: string) => {
    if (search !== value) onSearch(search);
  });
  useEffect(() => {
    const timer = setTimeout(() => settle(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  return (
    <>
      <label htmlFor={id} className="form-label">
        {t('filters.search')}
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        placeholder={t('filters.searchPlaceholder')}
        maxLength={SEARCH_MAX}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </>
  );
}
