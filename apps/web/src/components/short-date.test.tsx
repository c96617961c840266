import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';

import { CalendarDay } from './short-date';

const day = (value: string) =>
  render(
    <Suspense fallback={null}>
      <CalendarDay value={value} />
    </Suspense>,
  );

describe('CalendarDay', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('keeps the day as it is on an English page', () => {
    day('2026-11-23');
    expect(screen.getByText('2026-11-23')).toHaveAttribute('datetime', '2026-11-23');
  });

  it('writes it in Sinhala and in Tamil with the site’s own month names, whatever the browser knows', async () => {
    await i18n.changeLanguage('si');
    const { unmount } = day('2026-11-03');
    expect(await screen.findByText('2026 ඉල් 3')).toHaveAttribute('datetime', '2026-11-03');
    unmount();
    await i18n.changeLanguage('ta');
    day('2026-01-23');
    expect(await screen.findByText('23 ஜன., 2026')).toBeInTheDocument();
  });

  it('shows a value that is not a day as it came', async () => {
    await i18n.changeLanguage('si');
    day('2026-13-01');
    expect(await screen.findByText('2026-13-01')).toBeInTheDocument();
  });
});
