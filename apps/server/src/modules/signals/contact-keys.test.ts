import { describe, expect, it } from 'vitest';

import { contactKeys, emailKey, phoneKey } from './contact-keys.ts';

const SRI_LANKA = 129;
const UK = 76;

describe('contact keys', () => {
  it('read a Sri Lankan number the same in its local and international forms', () => {
    const forms = ['0771234567', '077 123 4567', '+94 77 123 4567', '0094771234567', '(077) 123-4567'];
    expect(new Set(forms.map((form) => phoneKey(form, SRI_LANKA)))).toEqual(new Set(['tel:+94771234567']));
  });

  it('read a local number by the profile’s country', () => {
    expect(phoneKey('07700 900123', UK)).toBe('tel:+447700900123');
    expect(phoneKey('+44 7700 900123', SRI_LANKA)).toBe('tel:+447700900123');
  });

  it('read a local number as Sri Lankan when no country is given', () => {
    expect(phoneKey('0771234567', 0)).toBe('tel:+94771234567');
  });

  it('keep the bare digits of a number that does not parse, and skip ones too short to compare', () => {
    expect(phoneKey('12345678901234567', SRI_LANKA)).toBe('tel:12345678901234567');
    expect(phoneKey('n/a', SRI_LANKA)).toBeNull();
    expect(phoneKey('123', SRI_LANKA)).toBeNull();
  });

  it('compare addresses without regard to case or spaces', () => {
    expect(emailKey('  Kamala.Family@Example.ORG ')).toBe('mail:kamala.family@example.org');
    expect(emailKey('not an address')).toBeNull();
  });

  it('give each contact of a profile once', () => {
    expect(
      contactKeys({ mobile: '0771234567', phone1: '+94771234567', phone2: '', email: 'a@b.lk', country: SRI_LANKA }),
    ).toEqual(['tel:+94771234567', 'mail:a@b.lk']);
  });
});
