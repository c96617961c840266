import { type Option } from './option.ts';

/**
 * Sex of the profile (`sex`, search parameter `sx`). Written here rather than in a JSON file like
 * the other lists: its ids keep their literal type `1 | 2`, which the search's `sx` is checked against.
 */
export const sexes = [
  { id: 1, label: 'Male' },
  { id: 2, label: 'Female' },
] as const satisfies readonly Option[];
