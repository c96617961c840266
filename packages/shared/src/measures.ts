/**
 * Height and weight as marriage-proposal columns write them ("අඩි 5 අඟල් 1", "5 அடி 1 அங்குலம்",
 * 5' 1"), from the free text a family typed and the unit it chose (`heightType`: 1 inches, 2 cm;
 * `weightType`: 1 lbs, 2 kg). A value the site cannot read stays as typed, with its unit's label.
 *
 * The English words are below; Sinhala and Tamil are the `measures` section of
 * `packages/shared/src/locales/<lang>/messages.json`, which the server and the web app look up
 * (`MeasureWords`), so a translator changes them in one place.
 */
import { catalog } from './said.ts';

export const measureWords = catalog('measures', {
  feetInches: `{{feet}}' {{inches}}"`,
  feet: '{{feet}} ft',
  centimetres: '{{value}} cm',
  pounds: '{{value}} lbs',
  kilograms: '{{value}} kg',
});

export type MeasureKey = keyof typeof measureWords;
/** A measure's words in the reader's language, filled with its values. */
export type MeasureWords = (key: MeasureKey, values: Record<string, string | number>) => string;

const FEET_INCHES = /^(\d)\s*(?:'|’|′|ft\.?|feet|foot)\s*(?:(\d{1,2})\s*(?:"|”|″|''|’’|in\.?|inch(?:es)?)?)?$/i;
const NUMBER = /^(\d{1,3}(?:\.\d{1,2})?)\s*(?:cm|lbs?|kg|kilos?|in\.?|inch(?:es)?|"|”)?$/i;

const HEIGHT_INCHES = 1;
const HEIGHT_CM = 2;
const WEIGHT_LBS = 1;
const WEIGHT_KG = 2;

/** Feet and inches in the reader's words (5 feet 0 inches is "5 feet"). */
function feetAndInches(feet: number, inches: number, words: MeasureWords) {
  return inches ? words('feetInches', { feet, inches }) : words('feet', { feet });
}

function readHeight(typed: string, unit: number, words: MeasureWords): string | undefined {
  const feet = FEET_INCHES.exec(typed);
  if (feet) {
    const inches = Number(feet[2] ?? 0);
    return inches < 12 ? feetAndInches(Number(feet[1]), inches, words) : undefined;
  }
  const number = NUMBER.exec(typed);
  if (!number) return undefined;
  const value = Number(number[1]);
  if (unit === HEIGHT_CM) return words('centimetres', { value: number[1]! });
  // A number of inches a person can be tall: 64 is 5 feet 4 inches.
  if (unit === HEIGHT_INCHES && Number.isInteger(value) && value >= 36 && value <= 96) {
    return feetAndInches(Math.floor(value / 12), value % 12, words);
  }
  return undefined;
}

function readWeight(typed: string, unit: number, words: MeasureWords): string | undefined {
  const number = NUMBER.exec(typed);
  if (!number) return undefined;
  if (unit === WEIGHT_LBS) return words('pounds', { value: number[1]! });
  if (unit === WEIGHT_KG) return words('kilograms', { value: number[1]! });
  return undefined;
}

/**
 * A height or a weight as the reader's language writes it. `unitLabel` names the chosen unit
 * (the coded list's label in that language) for a value written as typed.
 */
export function measureText(
  kind: 'height' | 'weight',
  value: string,
  unit: number,
  words: MeasureWords,
  unitLabel: (unit: number) => string,
): string {
  const typed = value.trim();
  if (!typed) return '';
  const read = kind === 'height' ? readHeight(typed, unit, words) : readWeight(typed, unit, words);
  if (read) return read;
  const label = unit ? unitLabel(unit) : '';
  return label ? `${typed} ${label}` : typed;
}
