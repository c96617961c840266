import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatNumber, groupDigits } from './numbers';

describe('groupDigits', () => {
  it('marks thousands as Intl.NumberFormat does in English, Sinhala and Tamil (lakhs)', () => {
    expect([groupDigits(1200, 'en'), groupDigits(1_200_000, 'si'), groupDigits(1_200_000, 'ta')]).toEqual([
      '1,200',
      '1,200,000',
      '12,00,000',
    ]);
    const formats = {
      en: new Intl.NumberFormat('en'),
      si: new Intl.NumberFormat('si'),
      ta: new Intl.NumberFormat('ta'),
    };
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom('en', 'si', 'ta' as const),
        (count, language) => {
          expect(groupDigits(count, language)).toBe(formats[language].format(count));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('formatNumber', () => {
  it('writes whole numbers as groupDigits does and leaves fractions and options to Intl', () => {
    expect(formatNumber(1_234_567, 'ta')).toBe('12,34,567');
    expect(formatNumber(1_234_567, 'si')).toBe('1,234,567');
    expect(formatNumber(12_345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(0.256, 'en', { style: 'percent' })).toBe('26%');
  });
});
