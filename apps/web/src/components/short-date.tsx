import { useTranslation } from '@/lib/i18n';

/**
 * A calendar day ('YYYY-MM-DD') in the page's language: as it is in English (the search results'
 * Last seen), in the Sinhala or Tamil form on their pages ("2026 ඉල් 23", "23 நவ., 2026"). The
 * month names and order are the site's own words (from CLDR), not the browser's: a page drawn on
 * the server then reads the same in every browser, also one without Sinhala or Tamil dates.
 */
export function CalendarDay({ value }: { value: string }) {
  const { t, i18n } = useTranslation();
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? [];
  if ((i18n.resolvedLanguage ?? 'en') === 'en' || !year || Number(month) < 1 || Number(month) > 12) {
    return <time dateTime={value}>{value}</time>;
  }
  const words = { year, month: t(`common.month.${Number(month)}`), day: String(Number(day)) };
  return <time dateTime={value}>{t('common.calendarDay', words)}</time>;
}

/** A date as a table shows it (e.g. 14 Mar 2025), with the full date and time on hover. */
export function ShortDate({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <time dateTime={value} title={date.toLocaleString(language, { dateStyle: 'full', timeStyle: 'short' })}>
      {date.toLocaleDateString(language, { dateStyle: 'medium' })}
    </time>
  );
}
