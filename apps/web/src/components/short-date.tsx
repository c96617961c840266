import { useTranslation } from 'react-i18next';

/**
 * A calendar day ('YYYY-MM-DD') in the page's language: as it is in English (the search results'
 * Last seen), in the Sinhala or Tamil form on their pages.
 */
export function CalendarDay({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const date = new Date(`${value}T00:00:00Z`);
  const language = i18n.resolvedLanguage ?? 'en';
  if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) {
    return <time dateTime={value}>{value}</time>;
  }
  return <time dateTime={value}>{date.toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' })}</time>;
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
