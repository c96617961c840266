import { type Option } from './option.ts';

/** Mother tongue (`motherTonque`, search parameter `mt`). */
export const motherTongues = [
  { id: 1, label: 'Sinhala' },
  { id: 2, label: 'Tamil' },
  { id: 3, label: 'English' },
  { id: 4, label: 'Malay' },
  { id: 5, label: 'Other' },
] as const satisfies readonly Option[];
