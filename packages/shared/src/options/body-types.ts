import { type Option } from './option.ts';

/** Body type (`bodytype`). */
export const bodyTypes = [
  { id: 1, label: 'Slim' },
  { id: 2, label: 'Athletic' },
  { id: 3, label: 'Average' },
  { id: 4, label: 'Heavy' },
] as const satisfies readonly Option[];
