import { useCallback, useSyncExternalStore } from 'react';

import { townSuggestions } from '@vivaha/shared/towns';

import { pageLanguage } from '@/lib/language';

/** The id a city field names in its `list` attribute. */
export const TOWN_LIST_ID = 'town-names';

/** The page's suggestions, sorted once (only the browser shows them: see TownList). */
let names: string[] | undefined;
const suggestions = () => (names ??= townSuggestions(pageLanguage));

/** Whether the element is a field that suggests from the list `id`. */
const suggestsFrom = (element: EventTarget | Element | null, id: string) =>
  element instanceof HTMLInputElement && element.getAttribute('list') === id;

/** The lists whose field has been focused: from then on they carry their names. */
const wantedLists = new Set<string>();

/** Whether the list `id` is wanted: a field that uses it has been focused (false on the server). */
function useWanted(id: string) {
  const subscribe = useCallback(
    (changed: () => void) => {
      const onFocus = (event: FocusEvent) => {
        if (!suggestsFrom(event.target, id) || wantedLists.has(id)) return;
        wantedLists.add(id);
        changed();
      };
      document.addEventListener('focusin', onFocus);
      return () => document.removeEventListener('focusin', onFocus);
    },
    [id],
  );
  return useSyncExternalStore(
    subscribe,
    () => wantedLists.has(id) || suggestsFrom(document.activeElement, id),
    () => false,
  );
}

/**
 * The main Sri Lankan towns as a city field's suggestions, in the three scripts (the page's own
 * first): a family picks the name as they write it, and what they type stays as typed. The
 * names (some 150) are put in when a field that uses them is first focused, not with the page:
 * most visitors never type a city, and a page that carries them is slower to take over.
 */
export function TownList({ id = TOWN_LIST_ID }: { id?: string }) {
  const wanted = useWanted(id);
  return <datalist id={id}>{wanted && suggestions().map((name) => <option key={name} value={name} />)}</datalist>;
}
