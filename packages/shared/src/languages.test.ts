import { describe, expect, it } from 'vitest';

import { pathIn, preferredLanguage, splitLanguage } from './languages.ts';

describe('languages', () => {
  it('reads a page’s language from its address', () => {
    expect(splitLanguage('/si/profile/search')).toEqual({ language: 'si', path: '/profile/search' });
    expect(splitLanguage('/ta')).toEqual({ language: 'ta', path: '/' });
    expect(splitLanguage('/ta/')).toEqual({ language: 'ta', path: '/' });
    expect(splitLanguage('/profile/12_Kamala')).toEqual({ language: 'en', path: '/profile/12_Kamala' });
    // A word that only starts like a prefix is not one.
    expect(splitLanguage('/sitemap.xml')).toEqual({ language: 'en', path: '/sitemap.xml' });
    expect(splitLanguage('/tamil')).toEqual({ language: 'en', path: '/tamil' });
  });

  it('writes the same page in another language', () => {
    expect(pathIn('si', '/profile/search')).toBe('/si/profile/search');
    expect(pathIn('ta', '/')).toBe('/ta');
    expect(pathIn('en', '/faq')).toBe('/faq');
  });

  it('picks the most wanted of the site’s languages from Accept-Language', () => {
    expect(preferredLanguage('si-LK,si;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('si');
    expect(preferredLanguage('en-GB,en;q=0.9,ta;q=0.8')).toBe('en');
    expect(preferredLanguage('fr;q=0.9,ta;q=0.5')).toBe('ta');
    expect(preferredLanguage('en;q=0.2,ta')).toBe('ta');
    expect(preferredLanguage('fr,de')).toBeUndefined();
    expect(preferredLanguage('ta;q=0')).toBeUndefined();
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(preferredLanguage('*')).toBeUndefined();
  });
});
