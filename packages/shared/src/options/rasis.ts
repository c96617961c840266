import { type LocalizedOption } from './option.ts';
import list from './rasis.json' with { type: 'json' };

/**
 * Rasi, the moon sign (`astro_rasi`): the 12 signs in traditional order from Mesha, with the names
 * used in Sri Lanka in Sinhala (`si`) and Tamil (`ta`).
 */
export const rasis: readonly LocalizedOption[] = list;
