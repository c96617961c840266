import { formatDate, type DateForm } from '@vivaha/shared/format-date';
import { isLanguage, type Language } from '@vivaha/shared/languages';

import { useTranslation } from '@/lib/i18n';

/** The language the page's words are in. */
function useDateLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : 'en';
}

/** Dates as text in the page's language, for a title or a sentence. */
export function useDateText() {
  const language = useDateLanguage();
  return (value: string, form: DateForm = 'day') => formatDate(value, language, form);
}

/**
 * A calendar day ('YYYY-MM-DD') in the page's language: as it is in English (the search results'
 * Last seen), in the Sinhala or Tamil form on their pages ("2026 නොවැම්බර් 23", "23 நவம்பர்
 * 2026"), with the site's own month names (`@vivaha/shared/format-date`): a page drawn on the
 * server then reads the same in every browser, also one without Sinhala or Tamil dates.
 */
export function CalendarDay({ value }: { value: string }) {
  const language = useDateLanguage();
  return <time dateTime={value}>{language === 'en' ? value : formatDate(value, language)}</time>;
}

/** A date as a table shows it (14 Mar 2025, 2025 මාර්තු 14), with the weekday and time on hover. */
export function ShortDate({ value }: { value: string }) {
  const language = useDateLanguage();
  const day = formatDate(value, language);
  if (day === value) return <>{value}</>;
  return (
    <time dateTime={value} title={formatDate(value, language, 'full')}>
      {day}
    </time>
  );
}
