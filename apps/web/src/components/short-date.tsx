import { useTranslation } from 'react-i18next';

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
