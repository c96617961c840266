/** Calendar dates as the wire carries them: 'YYYY-MM-DD', and times 'HH:MM'. */

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date (no 31 February). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in UTC as 'YYYY-MM-DD'. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** Full years between a date of birth and a day, by year, month and day (spec section 5). */
export function ageOn(dob: string, on: string = todayIso()): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = on.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}
