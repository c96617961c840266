import { pageLanguage } from '@/lib/language';

/** Dates in the page's language: 14 Mar 2025 in English, the Sinhala or Tamil form on their pages. */
const dateTime = new Intl.DateTimeFormat(pageLanguage === 'en' ? 'en-GB' : pageLanguage, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A server timestamp as people read it; anything that is not a date stays as it came. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}
