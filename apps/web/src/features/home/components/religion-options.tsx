import { religions } from '@vivaha/shared/options/religions';

import { useOptionLabel } from '@/lib/option-labels';

/**
 * The quick search's religions, in the page's language. Loaded apart (quick-search.tsx): the
 * labels' code and, on a Sinhala or Tamil page, their translations come after the first screen.
 */
export function ReligionOptions() {
  const labelOf = useOptionLabel();
  return religions.map((religion) => (
    <option key={religion.id} value={religion.id}>
      {labelOf('religions', religion)}
    </option>
  ));
}
