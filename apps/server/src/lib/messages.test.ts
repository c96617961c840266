import { describe, expect, it } from 'vitest';

import { messageTemplates } from '@vivaha/shared/message-templates';
import { saidText } from '@vivaha/shared/said';

import { english, horoscopeText, said, sayIn, textIn } from './messages.ts';

describe('a message in the reader’s language, by key', () => {
  it('writes a template with its own values in each language', () => {
    const total = said(horoscopeText, 'total', { passes: 5, outOf: 11 });
    expect(english(total)).toBe('5 of 11');
    expect(sayIn('ta')(total)).toBe(
      textIn('ta', 'horoscope', 'total')!.replace('{{passes}}', '5').replace('{{outOf}}', '11'),
    );
  });

  it('writes a star’s and a rasi’s name from their lists’ translations', () => {
    const star = { catalog: 'options', key: 'birthStars.1' };
    const message = said(messageTemplates, 'rasiStar', {
      star,
      actual: { catalog: 'options', key: 'rasis.1' },
      declared: { catalog: 'options', key: 'rasis.2' },
    });
    expect(sayIn('si')(message)).toContain('අස්විද');
    expect(english(message)).toMatch(/^Ashwini is in/);
  });

  it('leaves a key no language has yet in English', () => {
    expect(sayIn('si')({ catalog: 'nobody', key: 'knows' })).toBe('nobody.knows');
    expect(saidText(messageTemplates, 'tooLong', { max: 9 })).toBe('said:templates.tooLong{"max":9}');
  });
});
