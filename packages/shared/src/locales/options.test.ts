import { describe, expect, it } from 'vitest';

import { birthStars } from '../options/birth-stars.ts';
import { countries, countriesInOrder } from '../options/countries.ts';
import { rasis } from '../options/rasis.ts';

import { optionLabelIn } from './options.ts';

describe('the names of the stars and rasis', () => {
  it('are the same in the forms (the lists’ own names) and on the profiles (options.json)', () => {
    for (const language of ['si', 'ta'] as const) {
      for (const star of birthStars) expect(optionLabelIn(language, 'birthStars', star.id)).toBe(star[language]);
      for (const rasi of rasis) expect(optionLabelIn(language, 'rasis', rasi.id)).toBe(rasi[language]);
    }
  });

  it('are spelt as a Sri Lankan almanac spells them', () => {
    // Star 9 (Ashlesha) is අස්ලිස in Sinhala.
    expect(birthStars.map((star) => star.si)).toEqual([
      'අස්විද',
      'බෙරණ',
      'කැති',
      'රෙහෙණ',
      'මුවසිරස',
      'අද',
      'පුනාවස',
      'පුෂ',
      'අස්ලිස',
      'මා',
      'පුවපල්',
      'උත්තරපල්',
      'හත',
      'සිත',
      'සා',
      'විසා',
      'අනුර',
      'දෙට',
      'මුල',
      'පුවසල',
      'උත්තරසල',
      'සුවණ',
      'දෙනට',
      'සියාවස',
      'පුවපුටුප',
      'උත්තරපුටුප',
      'රේවතී',
    ]);
    expect(birthStars.map((star) => star.ta)).toEqual([
      'அசுவினி',
      'பரணி',
      'கார்த்திகை',
      'ரோகிணி',
      'மிருகசீரிடம்',
      'திருவாதிரை',
      'புனர்பூசம்',
      'பூசம்',
      'ஆயில்யம்',
      'மகம்',
      'பூரம்',
      'உத்திரம்',
      'அஸ்தம்',
      'சித்திரை',
      'சுவாதி',
      'விசாகம்',
      'அனுஷம்',
      'கேட்டை',
      'மூலம்',
      'பூராடம்',
      'உத்திராடம்',
      'திருவோணம்',
      'அவிட்டம்',
      'சதயம்',
      'பூரட்டாதி',
      'உத்திரட்டாதி',
      'ரேவதி',
    ]);
    expect(rasis.map((rasi) => rasi.si)).toEqual([
      'මේෂ',
      'වෘෂභ',
      'මිථුන',
      'කටක',
      'සිංහ',
      'කන්‍යා',
      'තුලා',
      'වෘශ්චික',
      'ධනු',
      'මකර',
      'කුම්භ',
      'මීන',
    ]);
    expect(rasis.map((rasi) => rasi.ta)).toEqual([
      'மேஷம்',
      'ரிஷபம்',
      'மிதுனம்',
      'கடகம்',
      'சிம்மம்',
      'கன்னி',
      'துலாம்',
      'விருச்சிகம்',
      'தனுசு',
      'மகரம்',
      'கும்பம்',
      'மீனம்',
    ]);
  });
});

describe('the country lists', () => {
  it('put Sri Lanka first, then the rest in the alphabetical order of the page’s language', () => {
    const shown = (language: 'en' | 'si' | 'ta') =>
      countriesInOrder((country) => optionLabelIn(language, 'countries', country.id)!, language).map((country) =>
        optionLabelIn(language, 'countries', country.id)!,
      );
    const sinhala = shown('si');
    expect(sinhala.slice(0, 3)).toEqual(['ශ්‍රී ලංකාව', 'අයර්ලන්තය', 'අයිවරි කෝස්ට්']);
    expect(sinhala.slice(1)).toEqual([...sinhala.slice(1)].sort(new Intl.Collator('si').compare));
    // English order put Austria (ඔස්ට්‍රියාව) among the අ letters; Sinhala order puts it with ඔ.
    expect(sinhala.indexOf('ඔස්ට්‍රියාව')).toBeGreaterThan(sinhala.indexOf('ඉන්දියාව'));
    expect(shown('ta').slice(0, 2)).toEqual(['இலங்கை', 'அங்குய்லா']);
    expect(shown('en').slice(0, 2)).toEqual(['Sri Lanka', 'Afghanistan']);
    expect(new Set(shown('si')).size).toBe(countries.length);
  });

  it('are kept in English alphabetical order, so an English page shows them without sorting', () => {
    const collator = new Intl.Collator('en');
    const labels = countries.map((country) => country.label);
    expect(labels).toEqual([...labels].sort(collator.compare));
    // English names in another order would still be sorted.
    const reversed = (country: { label: string }) => (country.label === 'Afghanistan' ? 'Zzz' : country.label);
    expect(countriesInOrder(reversed, 'en').at(-1)?.label).toBe('Afghanistan');
  });
});
