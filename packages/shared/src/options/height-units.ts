import list from './height-units.json' with { type: 'json' };
import { type Option } from './option.ts';

/** Unit of the free-text height (`heightType`). */
export const heightUnits: readonly Option[] = list;
