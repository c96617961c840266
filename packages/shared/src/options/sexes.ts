import { type Option } from './option.ts';

/** Sex of the profile (`sex`, search parameter `sx`). */
export const sexes = [
  { id: 1, label: 'Male' },
  { id: 2, label: 'Female' },
] as const satisfies readonly Option[];
