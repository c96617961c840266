import { type Option } from './option.ts';

/** Complexion (`complexion`). */
export const complexions = [
  { id: 96, label: 'Dark' },
  { id: 97, label: 'Fair' },
  { id: 98, label: 'Brown' },
  { id: 99, label: 'White' },
  { id: 100, label: 'Black' },
  { id: 262, label: 'Wheatish' },
  { id: 278, label: 'Very Fair' },
  { id: 284, label: 'Wheatish Brown' },
] as const satisfies readonly Option[];
