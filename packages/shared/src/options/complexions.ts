import list from './complexions.json' with { type: 'json' };
import { type Option } from './option.ts';

/** Complexion (`complexion`). */
export const complexions: readonly Option[] = list;
