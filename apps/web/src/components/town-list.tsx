import { townSuggestions } from '@vivaha/shared/towns';

import { pageLanguage } from '@/lib/language';

/** The id a city field names in its `list` attribute. */
export const TOWN_LIST_ID = 'town-names';

/**
 * The main Sri Lankan towns as a city field's suggestions, in the three scripts (the page's own
 * first): a family picks the name as they write it, and what they type stays as typed.
 */
export function TownList({ id = TOWN_LIST_ID }: { id?: string }) {
  return (
    <datalist id={id}>
      {townSuggestions(pageLanguage).map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
