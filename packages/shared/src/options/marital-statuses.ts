import list from './marital-statuses.json' with { type: 'json' };
import { type Option, optionLabel } from './option.ts';

/** Marital status (`martialstatus`, search parameter `ms`). */
export const maritalStatuses: readonly Option[] = list;

/** The admin form spells status 77 "Seperated"; every other screen uses the list's labels. */
const ADMIN_SEPARATED_ID = 77;
const ADMIN_SEPARATED_LABEL = 'Seperated';

/** The marital status label as the admin profile form shows it. */
export function adminMaritalStatusLabel(id: number | null | undefined): string | undefined {
  return id === ADMIN_SEPARATED_ID ? ADMIN_SEPARATED_LABEL : optionLabel(maritalStatuses, id);
}
