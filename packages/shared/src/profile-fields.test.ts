import { describe, expect, it } from 'vitest';

import { OPEN_SECTIONS, PROFILE_FIELDS, publicBasicFields } from './profile-fields.ts';

describe('the field table', () => {
  it('shows every visitor only fields of the open sections, never a contact detail or the horoscope', () => {
    expect(publicBasicFields.length).toBeGreaterThan(0);
    for (const field of publicBasicFields) {
      expect({ field, section: PROFILE_FIELDS[field].section }).toEqual({
        field,
        section: expect.toBeOneOf([...OPEN_SECTIONS]),
      });
    }
  });
});
