import list from './created-by.json' with { type: 'json' };
import { type Option } from './option.ts';

/** Who created the profile (`createdby`). */
export const createdBy: readonly Option[] = list;
