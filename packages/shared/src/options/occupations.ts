import { type Option } from './option.ts';

/**
 * Occupation (`occupation`, search parameter `oc`). Ids 53-56, 78-83, 273 and 323 are the
 * spec's; the others fill unused ids (57-73, 84-96, 330) so that no two entries share one.
 */
export const occupations = [
  { id: 53, label: 'Doctor' },
  { id: 54, label: 'Engineer' },
  { id: 55, label: 'Teacher' },
  { id: 56, label: 'Technician' },
  { id: 57, label: 'Lawyer' },
  { id: 58, label: 'Nurse' },
  { id: 59, label: 'Pharmacist' },
  { id: 60, label: 'Banker' },
  { id: 61, label: 'Business Owner' },
  { id: 62, label: 'Government Servant' },
  { id: 63, label: 'Armed Forces' },
  { id: 64, label: 'Police' },
  { id: 65, label: 'Pilot' },
  { id: 66, label: 'Architect' },
  { id: 67, label: 'Lecturer' },
  { id: 68, label: 'Scientist' },
  { id: 69, label: 'Manager' },
  { id: 70, label: 'Clerk' },
  { id: 71, label: 'Farmer' },
  { id: 72, label: 'Driver' },
  { id: 73, label: 'Chef' },
  { id: 78, label: 'Software Professional' },
  { id: 79, label: 'Sales Professional' },
  { id: 80, label: 'Executive' },
  { id: 81, label: 'Hardware Professional' },
  { id: 82, label: 'Accountant' },
  { id: 83, label: 'Consultant' },
  { id: 84, label: 'Designer' },
  { id: 85, label: 'Journalist' },
  { id: 86, label: 'Artist' },
  { id: 87, label: 'Dentist' },
  { id: 88, label: 'Veterinarian' },
  { id: 89, label: 'Civil Servant' },
  { id: 90, label: 'Marketing Professional' },
  { id: 91, label: 'HR Professional' },
  { id: 92, label: 'Entrepreneur' },
  { id: 93, label: 'Homemaker' },
  { id: 94, label: 'Retired' },
  { id: 95, label: 'Quantity Surveyor' },
  { id: 96, label: 'Self Employed' },
  { id: 273, label: 'Not Employed' },
  { id: 323, label: 'Student' },
  { id: 330, label: 'Other' },
] as const satisfies readonly Option[];

/**
 * Occupations of the browse shortcuts (`/Matrimonial-Occupation/...`): Doctor, Engineer, Teacher,
 * Technician, Software Professional, Sales Professional, Executive, Hardware Professional,
 * Accountant and Consultant.
 */
export const shortcutOccupationIds = [
  53, 54, 55, 56, 78, 79, 80, 81, 82, 83,
] as const satisfies readonly (typeof occupations)[number]['id'][];
