import { type Option } from './option.ts';

/** Unit of the free-text weight (`weightType`). */
export const weightUnits = [
  { id: 1, label: 'lbs' },
  { id: 2, label: 'kg' },
] as const satisfies readonly Option[];
