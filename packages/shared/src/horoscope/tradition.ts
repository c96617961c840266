import { type MatchSystem } from '../constants.ts';
import { type Language } from '../languages.ts';
import { ethnicities } from '../options/ethnicities.ts';

/** The id of an ethnicity, by its label (a label not in the list throws as this module loads). */
const ethnicity = (label: string) => ethnicities.find((option) => option.label === label)!.id;

/**
 * Which rule set a family's match opens on, before they choose: their own tradition. A Sinhalese
 * profile's family counts Sinhala porondam, a Tamil one's (Sri Lankan or Indian Tamil) Tamil
 * porutham. For any other community the page's language decides (a Sinhala page Sinhala porondam,
 * a Tamil or English page Tamil porutham, as before). A choice the member made wins over this
 * (`match-system` on the server keeps it).
 */
const TRADITIONS: Readonly<Record<MatchSystem, readonly number[]>> = {
  sinhala: [ethnicity('Sinhalese')],
  tamil: [ethnicity('Sri Lankan Tamil'), ethnicity('Indian Tamil')],
};

const BY_LANGUAGE: Readonly<Record<Language, MatchSystem>> = { si: 'sinhala', ta: 'tamil', en: 'tamil' };

export function traditionOf(profileEthnicity: number | null | undefined, language: Language): MatchSystem {
  if (TRADITIONS.sinhala.includes(profileEthnicity ?? 0)) return 'sinhala';
  if (TRADITIONS.tamil.includes(profileEthnicity ?? 0)) return 'tamil';
  return BY_LANGUAGE[language];
}
