import words from './calendar-words.json' with { type: 'json' };
import type { Language } from './languages.ts';

/**
 * Dates as each language's readers write them; every date the site shows goes through
 * `formatDate` (last seen, birth, requests, viewers, blocks, lists, the team's screens).
 *
 * The numbers and the time come from `Intl.DateTimeFormat`, in the reader's time zone: its si-LK
 * time ("15.05") and ta-LK time ("15:05") are as Sri Lankans write them. Its month names are not:
 * si-LK names the Gregorian months after the lunar poya months (28 November prints as "2026 ඉල්
 * 28"), a browser without Sinhala dates prints "2026 M11 28", and ta-LK spells some months the
 * Indian way (பிப்ரவரி, ஆகஸ்ட், அக்டோபர்) and its weekdays short. So the month and weekday names
 * of Sinhala and Tamil are the site's own (`calendar-words.json`), and the same in every browser and on
 * the server.
 */

interface CalendarWords {
  months: readonly string[];
  weekdays: readonly string[];
}

/**
 * January to December and Sunday to Saturday, as Sri Lankan papers and offices write them, and
 * en-GB's month names, long and short as Intl.DateTimeFormat writes them (the test compares the
 * two): data, in `calendar-words.json`.
 */
const calendarWords: Record<Exclude<Language, 'en'>, CalendarWords> = { si: words.si, ta: words.ta };
const ENGLISH_MONTHS: readonly string[] = words.en.months;
const ENGLISH_SHORT_MONTHS: readonly string[] = words.en.shortMonths;

/** The twelve month names, January first, as the language's readers write them. */
export const monthNames = (language: Language): readonly string[] =>
  language === 'en' ? ENGLISH_MONTHS : calendarWords[language].months;

/**
 * How much of a date to write:
 * - `day`: 2026 නොවැම්බර් 28 · 28 நவம்பர் 2026 · 28 Nov 2026
 * - `dayTime`: the day and the time (2026 නොවැම්බර් 28, 15.05)
 * - `full`: the day, the weekday and the time (a table's date on hover)
 * - `dayMonth`: the day and the month (a week in a chart: නොවැම්බර් 28)
 */
export type DateForm = 'day' | 'dayTime' | 'full' | 'dayMonth';

/** A calendar day ('2026-11-28') or a wall-clock time with no zone ('1995-08-21T06:30'): written as it is. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

/** The moment a value names, and the zone to read it in (UTC for a value that carries none). */
function moment(value: string | Date, timeZone: string | undefined): { date: Date; timeZone?: string } | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : { date: value, timeZone };
  const wall = WALL_CLOCK.exec(value);
  if (wall) {
    const [year, month, day, hour = 0, minute = 0] = wall.slice(1).map((part) => Number(part ?? 0)) as number[];
    const date = new Date(Date.UTC(year!, month! - 1, day!, hour, minute));
    const real = date.getUTCMonth() === month! - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
    return real ? { date, timeZone: 'UTC' } : undefined;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : { date, timeZone };
}

/** One Intl.DateTimeFormat for each locale and set of options: making one costs more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const englishForms: Record<DateForm, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  dayTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  full: { dateStyle: 'full', timeStyle: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
};

/**
 * A date in a language: a calendar day, a server's timestamp or a Date. The time zone is the
 * reader's (the browser's own when none is given). Anything that is not a date is returned as it came.
 */
export function formatDate(
  value: string | Date,
  language: Language,
  form: DateForm = 'day',
  timeZone?: string,
): string {
  if (form === 'day' || form === 'dayMonth') {
    const day = calendarDay(value);
    if (day) return writeDay(day, language, form);
  }
  const found = moment(value, timeZone);
  if (!found) return String(value);
  const { date } = found;
  const zone = found.timeZone;
  if (language === 'en') return dateFormat('en-GB', { ...englishForms[form], timeZone: zone }).format(date);

  const parts = Object.fromEntries(
    dateFormat('en-GB', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: zone })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  if (form === 'day' || form === 'dayMonth') return writeDay({ year, month, day }, language, form);
  const weekday = calendarWords[language].weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  const time = dateFormat(`${language}-LK`, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(date);

  const dayText = writeDay({ year, month, day }, language, 'day');
  if (language === 'si') return form === 'dayTime' ? `${dayText}, ${time}` : `${dayText}, ${weekday}, ${time}`;
  return form === 'dayTime' ? `${dayText}, ${time}` : `${weekday}, ${dayText}, ${time}`;
}

interface Day {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** A calendar day ('2026-11-28', a real one), which is written as it is, in no time zone. */
function calendarDay(value: string | Date): Day | undefined {
  if (typeof value !== 'string') return undefined;
  const found = WALL_CLOCK.exec(value);
  if (!found || found[4] !== undefined) return undefined;
  const [year, month, day] = [Number(found[1]), Number(found[2]), Number(found[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : undefined;
}

/**
 * A day, or a day and its month, in a language, written without Intl: a page lists many of them,
 * and the first Intl.DateTimeFormat a page makes loads the browser's date data, a long pause on a
 * phone while the page is being taken over.
 */
function writeDay({ year, month, day }: Day, language: Language, form: 'day' | 'dayMonth'): string {
  if (language === 'en') {
    const monthName = ENGLISH_SHORT_MONTHS[month - 1]!;
    return form === 'dayMonth' ? `${day} ${monthName}` : `${day} ${monthName} ${year}`;
  }
  const monthName = calendarWords[language].months[month - 1]!;
  if (language === 'si') return form === 'dayMonth' ? `${monthName} ${day}` : `${year} ${monthName} ${day}`;
  return form === 'dayMonth' ? `${day} ${monthName}` : `${day} ${monthName} ${year}`;
}
