import { type Option } from './option.ts';

/** Ethnicity (`ethnicity`, search parameter `ec`). */
export const ethnicities = [
  { id: 1, label: 'Sinhalese' },
  { id: 2, label: 'Sri Lankan Tamil' },
  { id: 3, label: 'Sri Lankan Moor/Muslim' },
  { id: 4, label: 'Indian Tamil' },
  { id: 5, label: 'Sri Lankan Malay' },
  { id: 6, label: 'Burgher/Eurasian' },
  { id: 7, label: 'Indian Moor' },
  { id: 8, label: 'Other' },
] as const satisfies readonly Option[];
