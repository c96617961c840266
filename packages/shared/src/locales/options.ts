import type { Language } from '../languages.ts';
import { optionLists, type AdjectiveListName, type OptionListName } from '../options/lists.ts';
import { optionLabel } from '../options/option.ts';

import si from './si/options.json' with { type: 'json' };
import ta from './ta/options.json' with { type: 'json' };

export { optionLists, type OptionListName };

type Labels = Partial<Record<OptionListName, Record<string, string>>> & {
  asAdjective?: Partial<Record<AdjectiveListName, Record<string, string>>>;
};
const translations: Record<Exclude<Language, 'en'>, Labels> = { si, ta };

/** An option's label in a language (English, the spec's words, from the list itself); undefined for an unknown id. */
export function optionLabelIn(language: Language, list: OptionListName, id: number): string | undefined {
  const english = optionLabel(optionLists[list], id);
  if (language === 'en' || english === undefined) return english;
  return translations[language][list]?.[String(id)] ?? english;
}

/** An option's word before a noun in a title or heading ("சிங்கள" in "சிங்கள பௌத்த மணமகள்"). */
export function optionAdjectiveIn(language: Language, list: AdjectiveListName, id: number): string | undefined {
  const label = optionLabelIn(language, list, id);
  if (language === 'en' || label === undefined) return label;
  return translations[language].asAdjective?.[list]?.[String(id)] ?? label;
}

/** Bride and groom, as a profile's title says them. */
export const roleWords: Record<Language, { bride: string; groom: string }> = {
  en: { bride: 'Bride', groom: 'Groom' },
  si: { bride: 'මනාලිය', groom: 'මනාලයා' },
  ta: { bride: 'மணமகள்', groom: 'மணமகன்' },
};
