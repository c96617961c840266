import list from './body-types.json' with { type: 'json' };
import { type Option } from './option.ts';

/** Body type (`bodytype`). */
export const bodyTypes: readonly Option[] = list;
