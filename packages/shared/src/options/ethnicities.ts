import list from './ethnicities.json' with { type: 'json' };
import { type Option } from './option.ts';

/** Ethnicity (`ethnicity`, search parameter `ec`). */
export const ethnicities: readonly Option[] = list;
