import { type Option } from './option.ts';

/** Education level (`education`, search parameter `ed`). */
export const educations = [
  { id: 1, label: 'No Education' },
  { id: 2, label: 'Primary' },
  { id: 3, label: 'Secondary' },
  { id: 4, label: 'Higher' },
  { id: 5, label: 'Diploma' },
  { id: 6, label: 'Graduate Degree' },
  { id: 7, label: 'Postgraduate Degree' },
  { id: 8, label: 'Doctor of Philosophy' },
] as const satisfies readonly Option[];
