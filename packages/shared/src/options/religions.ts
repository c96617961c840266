import { type Option } from './option.ts';
import list from './religions.json' with { type: 'json' };

/** Religion (`religion`, search parameter `re`). */
export const religions: readonly Option[] = list;
