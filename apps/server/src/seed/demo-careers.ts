/**
 * Careers of the demo profiles: an occupation from the coded list with the education that fits it,
 * believable qualification and job texts, and a pay level for the income. The careers themselves
 * are data, in demo-careers.json.
 */
import { z } from 'zod';

import list from './demo-careers.json' with { type: 'json' };
import { type Weighted } from './demo-random.ts';

export interface Career {
  /** The id in the occupations list. */
  occupation: number;
  /** How common the career is among men and among women. */
  weight: readonly [male: number, female: number];
  minAge: number;
  maxAge?: number;
  /** Education levels (ids of the educations list) and how likely each is. */
  educations: readonly Weighted<number>[];
  qualifications: readonly string[];
  /** Job descriptions for anywhere; `{city}` is replaced with where the person lives. */
  roles: readonly string[];
  /** Job descriptions that only fit someone in Sri Lanka. */
  lankanRoles?: readonly string[];
  /** What the person is, as in "a 29-year-old doctor". */
  noun: string;
  /** Pay level from 1 (low) to 5 (high); 0 means no income to state. */
  level: number;
  /** The title such people use ('Dr.'). */
  title?: string;
}

/** A value with its relative weight, as the JSON writes it. */
const weightedNumber = z.tuple([z.number(), z.number()]);

/** One career of demo-careers.json. */
const careerSchema: z.ZodType<Career> = z.strictObject({
  occupation: z.number(),
  weight: weightedNumber,
  minAge: z.number(),
  maxAge: z.number().optional(),
  educations: z.array(weightedNumber),
  qualifications: z.array(z.string()),
  roles: z.array(z.string()),
  lankanRoles: z.array(z.string()).optional(),
  noun: z.string(),
  level: z.number(),
  title: z.string().optional(),
});

const data = z.strictObject({ careers: z.array(careerSchema), studentCareer: careerSchema }).parse(list);

/** The careers of people in work, each with how common it is among men and among women. */
export const careers: readonly Career[] = data.careers;

/** The career of young people still studying. */
export const studentCareer: Career = data.studentCareer;
