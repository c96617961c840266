/** ISO weeks in UTC: Monday to Sunday, numbered by the year their Thursday falls in. */

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the ISO week `date` falls in. */
export function weekStart(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  // getUTCDay counts from Sunday; ISO weeks start on Monday.
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/** The Mondays of `count` weeks ending with the week of `monday`, oldest first. */
export const weeksBefore = (monday: Date, count: number): Date[] =>
  Array.from({ length: count }, (_, index) => new Date(monday.getTime() - (count - 1 - index) * WEEK_MS));

/** The ISO name of the week that starts on `monday`, as 2026-W07. */
export function isoWeekName(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
