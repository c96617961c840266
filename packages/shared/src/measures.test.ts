import { describe, expect, it } from 'vitest';

import { measureText, measureWords, type MeasureWords } from './measures.ts';
import { withValues } from './message-templates.ts';

/** The words of a language, as the server and the web app look them up. */
const wordsOf =
  (table: Record<keyof typeof measureWords, string>): MeasureWords =>
  (key, values) =>
    withValues(table[key], values);

const sinhala = wordsOf({
  feetInches: 'අඩි {{feet}} අඟල් {{inches}}',
  feet: 'අඩි {{feet}}',
  centimetres: 'සෙන්ටිමීටර {{value}}',
  pounds: 'රාත්තල් {{value}}',
  kilograms: 'කිලෝ {{value}}',
});
const english = wordsOf(measureWords);
/** The unit's label, for a value the site cannot read (written as typed, with its unit). */
const unitLabel = (unit: number) => ({ 1: 'අඟල්', 2: 'සෙ.මී.' })[unit] ?? '';

describe('measureText', () => {
  it('writes a height in feet and inches as the proposal columns do, however it was typed', () => {
    for (const typed of [`5' 1"`, `5'1"`, `5 ' 1 "`, '5 ft 1 in', '5ft 1', '5’ 1”', `5' 1''`, '5 feet 1 inch']) {
      expect(measureText('height', typed, 1, sinhala, unitLabel), typed).toBe('අඩි 5 අඟල් 1');
    }
    expect(measureText('height', `5'`, 1, sinhala, unitLabel)).toBe('අඩි 5');
    expect(measureText('height', `5' 0"`, 0, sinhala, unitLabel)).toBe('අඩි 5');
    expect(measureText('height', `5' 1"`, 1, english, unitLabel)).toBe(`5' 1"`);
  });

  it('reads a number of inches as feet and inches, and a number of centimetres as centimetres', () => {
    expect(measureText('height', '64', 1, sinhala, unitLabel)).toBe('අඩි 5 අඟල් 4');
    expect(measureText('height', '160', 2, sinhala, unitLabel)).toBe('සෙන්ටිමීටර 160');
    expect(measureText('height', '160 cm', 2, sinhala, unitLabel)).toBe('සෙන්ටිමීටර 160');
    expect(measureText('height', '160', 2, english, unitLabel)).toBe('160 cm');
  });

  it('writes a weight with its unit in the language', () => {
    expect(measureText('weight', '120', 1, sinhala, unitLabel)).toBe('රාත්තල් 120');
    expect(measureText('weight', '55.5', 2, sinhala, unitLabel)).toBe('කිලෝ 55.5');
    expect(measureText('weight', '55 kg', 2, english, unitLabel)).toBe('55 kg');
  });

  it('keeps what it cannot read as the family typed it, with the unit they chose', () => {
    expect(measureText('height', 'about 5.4', 1, sinhala, unitLabel)).toBe('about 5.4 අඟල්');
    expect(measureText('height', '5', 1, sinhala, unitLabel)).toBe('5 අඟල්');
    expect(measureText('height', 'tall', 0, sinhala, unitLabel)).toBe('tall');
    expect(measureText('height', '', 1, sinhala, unitLabel)).toBe('');
    expect(measureText('height', `5' 13"`, 1, sinhala, unitLabel)).toBe(`5' 13" අඟල්`);
  });
});
