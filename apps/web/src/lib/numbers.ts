import type { Language } from '@vivaha/shared/languages';

/**
 * A whole number with its thousands marked as the page's language writes them, as
 * Intl.NumberFormat does (the test compares the two): 12,000 in English and Sinhala, and in Tamil
 * by lakhs, 12,00,000. Written out because the first Intl.NumberFormat a page makes loads the
 * browser's number data: 20 to 80 ms on a desktop, four times that on a phone, inside the task
 * that takes the page over.
 */
export function groupDigits(count: number, language: Language): string {
  const digits = String(Math.trunc(Math.abs(count)));
  const sign = count < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  // The last three digits, and before them groups of three (of two in Tamil).
  const rest = digits.slice(0, -3).replace(language === 'ta' ? /\B(?=(\d{2})+$)/g : /\B(?=(\d{3})+$)/g, ',');
  return `${sign}${rest},${digits.slice(-3)}`;
}

/**
 * i18next's `number` format (`{{count, number}}`): a whole number through groupDigits, anything
 * else through Intl.NumberFormat with the options the text gives.
 */
export function formatNumber(value: unknown, language: string | undefined, options: Intl.NumberFormatOptions = {}) {
  const shown = language === 'si' || language === 'ta' ? language : 'en';
  if (typeof value === 'number' && Number.isSafeInteger(value)) return groupDigits(value, shown);
  return new Intl.NumberFormat(language, options).format(value as number);
}
