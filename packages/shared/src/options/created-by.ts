import { type Option } from './option.ts';

/** Who created the profile (`createdby`). */
export const createdBy = [
  { id: 1, label: 'Self' },
  { id: 2, label: 'Parents' },
  { id: 3, label: 'Siblings' },
  { id: 4, label: 'Friend' },
  { id: 5, label: 'Marriage Broker' },
  { id: 6, label: 'Others' },
] as const satisfies readonly Option[];
