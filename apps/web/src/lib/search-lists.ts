import { countries } from '@vivaha/shared/options/countries';
import { educations } from '@vivaha/shared/options/educations';
import { ethnicities } from '@vivaha/shared/options/ethnicities';
import { maritalStatuses } from '@vivaha/shared/options/marital-statuses';
import { motherTongues } from '@vivaha/shared/options/mother-tongues';
import { occupations } from '@vivaha/shared/options/occupations';
import type { Option } from '@vivaha/shared/options/option';
import { religions } from '@vivaha/shared/options/religions';

import type { CodeField } from './search-query';

/**
 * The coded filters of a search after Looking for, with their lists, in the form's order: who,
 * then faith and people, then where. Apart from search-query.ts so pages that only read an
 * address do not download the lists.
 */
export const searchLists: ReadonlyArray<[Exclude<CodeField, 'sx'>, readonly Option[]]> = [
  ['ms', maritalStatuses],
  ['re', religions],
  ['ec', ethnicities],
  ['mt', motherTongues],
  ['ed', educations],
  ['oc', occupations],
  ['rc', countries],
];
