import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { renderWithWords } from '@/test/render-with-words';

import { CalendarDay, ShortDate } from './short-date';

const day = (value: string) => renderWithWords(<CalendarDay value={value} />);

describe('CalendarDay', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('keeps the day as it is on an English page', () => {
    day('2026-11-23');
    expect(screen.getByText('2026-11-23')).toHaveAttribute('datetime', '2026-11-23');
  });

  it('writes it in Sinhala and in Tamil with the Gregorian month names Sri Lankans write, whatever the browser knows', async () => {
    await i18n.changeLanguage('si');
    const { unmount } = day('2026-11-03');
    expect(await screen.findByText('2026 නොවැම්බර් 3')).toHaveAttribute('datetime', '2026-11-03');
    unmount();
    await i18n.changeLanguage('ta');
    day('2026-02-23');
    expect(await screen.findByText('23 பெப்ரவரி 2026')).toBeInTheDocument();
  });

  it('shows a value that is not a day as it came', async () => {
    await i18n.changeLanguage('si');
    day('2026-13-01');
    expect(await screen.findByText('2026-13-01')).toBeInTheDocument();
  });
});

describe('ShortDate', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes a table’s date in Sinhala and Tamil, and the full date with the weekday on hover', async () => {
    await i18n.changeLanguage('si');
    const { unmount } = render(<ShortDate value="2026-11-28T12:00:00" />);
    const date = await screen.findByText('2026 නොවැම්බර් 28');
    expect(date).toHaveAttribute('title', '2026 නොවැම්බර් 28, සෙනසුරාදා, 12.00');
    unmount();
    await i18n.changeLanguage('ta');
    render(<ShortDate value="2026-11-28T12:00:00" />);
    expect(await screen.findByText('28 நவம்பர் 2026')).toHaveAttribute('title', 'சனிக்கிழமை, 28 நவம்பர் 2026, 12:00');
  });

  it('writes an English date as 28 Nov 2026', () => {
    render(<ShortDate value="2026-11-28T12:00:00" />);
    expect(screen.getByText('28 Nov 2026')).toBeInTheDocument();
  });
});
