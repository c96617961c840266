/**
 * The communities of the demo data: how common each is among members, and what is usual in it
 * (religions, mother tongues, names, home towns and where people live abroad). The communities
 * themselves are data, in demo-communities.json, which names religions and mother tongues.
 */
import { z } from 'zod';

import list from './demo-communities.json' with { type: 'json' };
import { type NameGroup } from './demo-names.ts';
import { abroadCountries, type AbroadKey } from './demo-places.ts';
import { type Weighted } from './demo-random.ts';

export interface Community {
  /** The id in the ethnicities list. */
  ethnicity: number;
  /** Share of members, in percent. */
  weight: number;
  names: NameGroup;
  religions: readonly Weighted<number>[];
  motherTongues: readonly Weighted<number>[];
  /** Share of members living abroad. */
  abroadShare: number;
  /** Home towns in Sri Lanka. */
  towns: readonly Weighted<string>[];
  /** Countries abroad. */
  abroad: readonly Weighted<AbroadKey>[];
  /** Share of profiles that mention a caste. */
  casteShare: number;
}

const religion = { hindu: 65, christian: 66, catholic: 67, muslim: 190, buddhist: 296, atheist: 304, nonRc: 310 };
const tongue = { sinhala: 1, tamil: 2, english: 3, malay: 4, other: 5 };

/** A list of names from `codes`, each with its weight, read as the codes' ids. */
const codedWeights = <Name extends string>(codes: Record<Name, number>) =>
  z
    .array(z.tuple([z.enum(Object.keys(codes) as [Name, ...Name[]]), z.number()]))
    .transform((entries) => entries.map(([name, weight]): Weighted<number> => [codes[name], weight]));

/** A list of `values`, each with its weight. */
const weights = <Value extends z.ZodType>(value: Value) => z.array(z.tuple([value, z.number()]));

/** One community of demo-communities.json. */
const communitySchema = z.strictObject({
  ethnicity: z.number(),
  weight: z.number(),
  names: z.enum(['sinhala', 'tamil', 'muslim', 'malay', 'burgher', 'other'] satisfies NameGroup[]),
  religions: codedWeights(religion),
  motherTongues: codedWeights(tongue),
  abroadShare: z.number(),
  towns: weights(z.string()),
  abroad: weights(z.enum(Object.keys(abroadCountries) as [AbroadKey, ...AbroadKey[]])),
  casteShare: z.number(),
});

export const communities: readonly Community[] = z.array(communitySchema).parse(list);

/** The communities weighted by their share of members. */
export const communityWeights: readonly Weighted<Community>[] = communities.map((c) => [c, c.weight]);
