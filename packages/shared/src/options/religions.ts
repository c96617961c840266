import { type Option } from './option.ts';

/** Religion (`religion`, search parameter `re`). */
export const religions = [
  { id: 65, label: 'Hindu' },
  { id: 66, label: 'Christian' },
  { id: 67, label: 'Roman Catholic' },
  { id: 190, label: 'Muslim' },
  { id: 296, label: 'Buddhist' },
  { id: 304, label: 'Atheist' },
  { id: 310, label: 'Non R C' },
] as const satisfies readonly Option[];
