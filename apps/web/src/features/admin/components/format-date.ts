import { formatDate } from '@vivaha/shared/format-date';

import { pageLanguage } from '@/lib/language';

/** A server timestamp as people read it (14 Mar 2025, 09:30; the Sinhala or Tamil form on their pages); anything that is not a date stays as it came. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? formatDate(value, pageLanguage, 'dayTime') : '';
}

/** A server timestamp's day as people read it (14 Mar 2025; the Sinhala or Tamil form on their pages). */
export function formatDay(value: string): string {
  return formatDate(value, pageLanguage, 'day');
}
