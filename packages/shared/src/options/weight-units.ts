import { type Option } from './option.ts';
import list from './weight-units.json' with { type: 'json' };

/** Unit of the free-text weight (`weightType`). */
export const weightUnits: readonly Option[] = list;
