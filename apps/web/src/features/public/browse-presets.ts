import { CODE_MAX } from '@vivaha/shared/constants';
import { countries, shortcutCountryIds } from '@vivaha/shared/options/countries';
import { ethnicities } from '@vivaha/shared/options/ethnicities';
import { maritalStatuses } from '@vivaha/shared/options/marital-statuses';
import { motherTongues } from '@vivaha/shared/options/mother-tongues';
import { occupations, shortcutOccupationIds } from '@vivaha/shared/options/occupations';
import { optionLabel, type Option } from '@vivaha/shared/options/option';
import { religions } from '@vivaha/shared/options/religions';
import { browseKinds, paths, type BrowseKind } from '@vivaha/shared/routes';
import { presetName, sexFromGenderSegment } from '@vivaha/shared/slugs';

import { emptyFilters as base, type CodeField, type SearchFilters } from '@/lib/search-query';

interface KindInfo {
  /** The search parameter the preset fills. */
  field: Exclude<CodeField, 'sx'>;
  list: readonly Option[];
  /** The ids the browse index links to (all of the list when absent). */
  shortcuts?: readonly number[];
}

export const browseKindInfo: Record<BrowseKind, KindInfo> = {
  'Marital-Status': { field: 'ms', list: maritalStatuses },
  Ethnicity: { field: 'ec', list: ethnicities },
  'Mother-Tongue': { field: 'mt', list: motherTongues },
  Religion: { field: 're', list: religions },
  Occupation: { field: 'oc', list: occupations, shortcuts: shortcutOccupationIds },
  Country: { field: 'rc', list: countries, shortcuts: shortcutCountryIds },
};

/** The options a kind's browse links cover, in the order they are shown. */
export function browseOptions(kind: BrowseKind): Option[] {
  const { list, shortcuts } = browseKindInfo[kind];
  if (!shortcuts) return [...list];
  return shortcuts.flatMap((id) => list.find((option) => option.id === id) ?? []);
}

export type Gender = 'Groom' | 'Bride';

/** The coded list a browse kind picks from. */
export const browseKindList = (kind: BrowseKind) => browseKindInfo[kind].list;

/** /Matrimonial-{kind}/{id}/{name}/{gender} of one option. */
export const presetUrl = (kind: BrowseKind, option: Option, gender: Gender) =>
  `/Matrimonial-${kind}/${option.id}/${presetName(option.label)}/${gender}`;

/** What a preset page shows: its filters, and the words of its heading. */
export interface Preset {
  filters: SearchFilters;
  /** 1 grooms, 2 brides. */
  sx: 1 | 2;
  kind?: BrowseKind;
  /** The option's label, or the address's own name when the id is not a known one. */
  label?: string;
  /** The option and its list, when the id is a known one: its label in the page's language. */
  option?: Option;
  list?: readonly Option[];
  /** False when the id in the address is not a number: nothing can match. */
  valid: boolean;
}

/**
 * The preset of /grooms, /brides and the browse addresses (spec section 2, Browse presets), or
 * undefined for any other path. The router matches case-insensitively, and so does this.
 */
export function presetFromPath(
  pathname: string,
  params: { id?: string; name?: string; gender?: string },
): Preset | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === paths.grooms) return { filters: { ...base, sx: 1 }, sx: 1, valid: true };
  if (path === paths.brides) return { filters: { ...base, sx: 2 }, sx: 2, valid: true };
  const kind = browseKinds.find((candidate) => path.startsWith(`/matrimonial-${candidate.toLowerCase()}/`));
  if (!kind) return undefined;
  const sx = sexFromGenderSegment(params.gender ?? '') as 1 | 2;
  const { field, list } = browseKindInfo[kind];
  const id = /^\d{1,7}$/.test(params.id ?? '') && Number(params.id) <= CODE_MAX ? Number(params.id) : undefined;
  const label = optionLabel(list, id) ?? (params.name ?? '').replace(/_+/g, ' ').trim();
  const option = id === undefined ? undefined : list.find((item) => item.id === id);
  return { filters: { ...base, sx, [field]: id ?? 0 }, sx, kind, label, option, list, valid: id !== undefined };
}
