import list from './food-habits.json' with { type: 'json' };
import { type Option } from './option.ts';

/** Food habits (`foodhabits`). */
export const foodHabits: readonly Option[] = list;
