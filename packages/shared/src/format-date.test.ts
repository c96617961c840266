import { describe, expect, it } from 'vitest';

import { formatDate } from './format-date.ts';

/** The 28th of each month of 2026, as a calendar day. */
const days = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}-28`);

describe('formatDate', () => {
  it('writes a Sinhala date with the Gregorian month names, year first, as Sri Lankan readers write it', () => {
    expect(formatDate('2026-11-28', 'si')).toBe('2026 නොවැම්බර් 28');
    expect(days.map((day) => formatDate(day, 'si').split(' ')[1])).toEqual([
      'ජනවාරි',
      'පෙබරවාරි',
      'මාර්තු',
      'අප්‍රේල්',
      'මැයි',
      'ජූනි',
      'ජූලි',
      'අගෝස්තු',
      'සැප්තැම්බර්',
      'ඔක්තෝබර්',
      'නොවැම්බර්',
      'දෙසැම්බර්',
    ]);
  });

  it('never uses the lunar poya months as Gregorian ones, nor the browser’s “M11”', () => {
    const poya = /දුරුතු|නවම්|මැදින්|බක්|වෙසක්|පොසොන්|ඇසළ|නිකිණි|බිනර|වප්|ඉල්|උඳුවප්|M\d/;
    for (const day of days) {
      for (const form of ['day', 'dayTime', 'full', 'dayMonth'] as const) {
        expect(formatDate(`${day}T10:00:00Z`, 'si', form, 'Asia/Colombo')).not.toMatch(poya);
      }
    }
  });

  it('writes a Tamil date day first, with the month names Sri Lankan papers use', () => {
    expect(formatDate('2026-11-28', 'ta')).toBe('28 நவம்பர் 2026');
    expect(formatDate('2026-02-03', 'ta')).toBe('3 பெப்ரவரி 2026');
    expect(formatDate('2026-08-15', 'ta')).toBe('15 ஓகஸ்ட் 2026');
    expect(formatDate('2026-10-01', 'ta')).toBe('1 ஒக்டோபர் 2026');
  });

  it('writes an English date as the site always has (14 Mar 2025)', () => {
    expect(formatDate('2025-03-14', 'en')).toBe('14 Mar 2025');
  });

  it('writes a calendar day without Intl exactly as Intl writes the same day, in every form and month', () => {
    const intl = (form: Intl.DateTimeFormatOptions, iso: string) =>
      new Intl.DateTimeFormat('en-GB', { ...form, timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
    for (let month = 1; month <= 12; month++) {
      const day = `2024-${String(month).padStart(2, '0')}-${month === 2 ? 29 : 30}`;
      expect(formatDate(day, 'en')).toBe(intl({ day: 'numeric', month: 'short', year: 'numeric' }, day));
      expect(formatDate(day, 'en', 'dayMonth')).toBe(intl({ day: 'numeric', month: 'short' }, day));
      for (const language of ['si', 'ta'] as const) {
        expect(formatDate(day, language)).toBe(formatDate(new Date(`${day}T12:00:00Z`), language, 'day', 'UTC'));
        expect(formatDate(day, language, 'dayMonth')).toBe(
          formatDate(new Date(`${day}T12:00:00Z`), language, 'dayMonth', 'UTC'),
        );
      }
    }
    // Not a real day: as it came.
    expect(formatDate('2026-02-30', 'en')).toBe('2026-02-30');
  });

  it('adds the time in the reader’s zone, and the weekday in the full form', () => {
    const moment = '2026-11-28T09:35:00Z';
    expect(formatDate(moment, 'si', 'dayTime', 'Asia/Colombo')).toBe('2026 නොවැම්බර් 28, 15.05');
    expect(formatDate(moment, 'ta', 'dayTime', 'Asia/Colombo')).toBe('28 நவம்பர் 2026, 15:05');
    expect(formatDate(moment, 'en', 'dayTime', 'Asia/Colombo')).toBe('28 Nov 2026, 15:05');
    expect(formatDate(moment, 'si', 'full', 'Asia/Colombo')).toBe('2026 නොවැම්බර් 28, සෙනසුරාදා, 15.05');
    expect(formatDate(moment, 'ta', 'full', 'Asia/Colombo')).toBe('சனிக்கிழமை, 28 நவம்பர் 2026, 15:05');
    // The same moment is already the next day in Sydney.
    expect(formatDate('2026-11-28T20:00:00Z', 'si', 'day', 'Australia/Sydney')).toBe('2026 නොවැම්බර් 29');
  });

  it('keeps a birth time as written, whatever the reader’s zone', () => {
    expect(formatDate('1995-08-21T06:30', 'si', 'dayTime', 'America/Toronto')).toBe('1995 අගෝස්තු 21, 06.30');
    expect(formatDate('1995-08-21T06:30:00', 'ta', 'dayTime', 'Asia/Tokyo')).toBe('21 ஓகஸ்ட் 1995, 06:30');
  });

  it('writes a week by its day and month', () => {
    expect(formatDate('2026-02-09', 'si', 'dayMonth')).toBe('පෙබරවාරි 9');
    expect(formatDate('2026-02-09', 'ta', 'dayMonth')).toBe('9 பெப்ரவரி');
    expect(formatDate('2026-02-09', 'en', 'dayMonth')).toBe('9 Feb');
  });

  it('leaves what is not a date as it came', () => {
    expect(formatDate('2026-13-01', 'si')).toBe('2026-13-01');
    expect(formatDate('soon', 'ta')).toBe('soon');
  });
});
