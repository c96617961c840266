import list from './birth-stars.json' with { type: 'json' };
import { type LocalizedOption } from './option.ts';

/**
 * Birth star, the nakshatra (`astro_star`): the 27 stars in traditional order from Ashwini, with
 * the names used in Sri Lanka in Sinhala (`si`) and Tamil (`ta`).
 */
export const birthStars: readonly LocalizedOption[] = list;
