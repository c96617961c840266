import { type Option } from './option.ts';

/** Food habits (`foodhabits`). */
export const foodHabits = [
  { id: 63, label: 'Vegetarian' },
  { id: 64, label: 'Non-Vegetarian' },
] as const satisfies readonly Option[];
