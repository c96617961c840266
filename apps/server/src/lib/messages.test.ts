import { describe, expect, it } from 'vitest';

import { requestText } from '#src/modules/requests/requests.service.ts';

import { fill, textIn, translateMessage } from './messages.ts';

describe('a message in the reader’s language', () => {
  it('is found by its most specific template: a sentence with "of" in it is not the horoscope’s "5 of 11"', () => {
    const english = fill(requestText.mutual, { name: 'Kumari', asker: 'Nuwan' });
    expect(translateMessage(english, 'ta')).toBe(
      fill(textIn('ta', 'requests', 'mutual')!, { name: 'Kumari', asker: 'Nuwan' }),
    );
    expect(translateMessage(english, 'si')).toBe(
      fill(textIn('si', 'requests', 'mutual')!, { name: 'Kumari', asker: 'Nuwan' }),
    );
    // The short template still answers its own message.
    expect(translateMessage('5 of 11', 'ta')).toBe(fill(textIn('ta', 'horoscope', 'total')!, { passes: 5, outOf: 11 }));
  });

  it('leaves a message no catalog holds as it came', () => {
    expect(translateMessage('Something nobody wrote', 'si')).toBe('Something nobody wrote');
  });
});
