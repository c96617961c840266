import list from './mother-tongues.json' with { type: 'json' };
import { type Option } from './option.ts';

/** Mother tongue (`motherTonque`, search parameter `mt`). */
export const motherTongues: readonly Option[] = list;
