import { useEffect, useEffectEvent, useState } from 'react';

import { LIST_SEARCH_MAX } from '@vivaha/shared/constants';

import '@/styles/parts/forms.scss';

interface Props {
  id: string;
  label: string;
  placeholder: string;
  /** The search in force (from the address or the screen's state). */
  value: string;
  /** Called with the trimmed text once typing has paused for `delay` ms. */
  onSearch: (search: string) => void;
  delay?: number;
}

/**
 * A list's text search (My Profiles, the team's listing, the request tables): it waits for typing
 * to pause, and follows the search in force when that changes without typing (Back, a link).
 */
export function SearchBox({ id, label, placeholder, value, onSearch, delay = 300 }: Props) {
  const [text, setText] = useState(value);
  const [known, setKnown] = useState(value);
  // The search changed without typing: show it, but keep a trailing space being typed.
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
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        placeholder={placeholder}
        maxLength={LIST_SEARCH_MAX}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </>
  );
}
