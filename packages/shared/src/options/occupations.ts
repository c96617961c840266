import list from './occupations.json' with { type: 'json' };
import { type Option } from './option.ts';

/**
 * Occupation (`occupation`, search parameter `oc`). Ids 53-56, 78-83, 273 and 323 are the
 * spec's; the others fill unused ids (57-73, 84-96, 330) so that no two entries share one.
 */
export const occupations: readonly Option[] = list;

/**
 * Occupations of the browse shortcuts (`/Matrimonial-Occupation/...`): Doctor, Engineer, Teacher,
 * Technician, Software Professional, Sales Professional, Executive, Hardware Professional,
 * Accountant and Consultant.
 */
export const shortcutOccupationIds = [53, 54, 55, 56, 78, 79, 80, 81, 82, 83] as const;
