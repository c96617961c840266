import { z } from 'zod';

import { PROFILE_STEPS, type ProfileStep } from './profile-fields.ts';
import { profileFormDefaults, type ProfileFormInput } from './profile.ts';
import { carried, catalog } from './said.ts';
import { wireString } from './wire.ts';

export { PROFILE_STEPS, type ProfileStep };

/** Who the profile is for, the form's first question: it sets Created By, and for a relative the sex. */
export const PROFILE_FOR = ['self', 'son', 'daughter', 'brother', 'sister', 'relative'] as const;
export type ProfileFor = (typeof PROFILE_FOR)[number];

/** Created By (1 Self, 2 Parents, 3 Siblings, 6 Others) and sex (1 Male, 2 Female) for each answer. */
export const profileForValues: Record<ProfileFor, { createdby: number; sex?: number }> = {
  self: { createdby: 1 },
  son: { createdby: 2, sex: 1 },
  daughter: { createdby: 2, sex: 2 },
  brother: { createdby: 3, sex: 1 },
  sister: { createdby: 3, sex: 2 },
  relative: { createdby: 6 },
};

export const draftMessages = catalog('profileDraft', {
  step: 'Please choose a step of the form.',
  profileFor: 'Please choose who the profile is for.',
  field: 'This is not a field of the profile form.',
  value: 'This value cannot be kept in a draft.',
});
const draftErrors = carried(draftMessages);

/** The longest text a draft keeps in one field: more than any field takes, so nothing typed is cut. */
export const DRAFT_TEXT_MAX = 4000;

type DraftField = keyof typeof profileFormDefaults;

/** Each form field as typed so far: text, a coded number or a yes/no, each of its own type. */
const draftField = (fallback: unknown) => {
  if (typeof fallback === 'boolean') return z.boolean({ error: draftErrors.value });
  if (typeof fallback === 'number') {
    return z.int({ error: draftErrors.value }).min(0, { error: draftErrors.value }).max(1_000_000, {
      error: draftErrors.value,
    });
  }
  return wireString('Draft').max(DRAFT_TEXT_MAX, { error: draftErrors.value });
};

const draftFields = Object.fromEntries(
  (Object.keys(profileFormDefaults) as DraftField[])
    .filter((field) => field !== 'astro_birthdaytime')
    .map((field) => [field, draftField(profileFormDefaults[field]).optional()]),
) as Record<string, z.ZodOptional<z.ZodType>>;

/**
 * A profile form not yet sent: what was typed, field by field, unchecked beyond each value's type
 * (the form checks a step before leaving it, the server the whole profile on creation). Unknown
 * fields are refused by name.
 */
export const profileDraftSchema = z.object({
  step: z.enum(PROFILE_STEPS, { error: draftErrors.step }),
  profileFor: z.enum(PROFILE_FOR, { error: draftErrors.profileFor }).nullable(),
  values: z
    .looseObject(draftFields, { error: draftErrors.value })
    .superRefine((values, context) => {
      for (const key of Object.keys(values)) {
        if (!Object.hasOwn(draftFields, key))
          context.addIssue({ code: 'custom', path: [key], message: draftErrors.field });
      }
    })
    .transform((values) =>
      Object.fromEntries(Object.entries(values).filter(([key]) => Object.hasOwn(draftFields, key))),
    ),
});
export type ProfileDraftBody = z.infer<typeof profileDraftSchema>;
export type DraftValues = Partial<ProfileFormInput>;

/**
 * The member's draft as the server keeps it, or null when there is none; `message` says why the
 * member cannot create a profile now (the team stopped it, or the limit is reached), when so.
 */
export const profileDraftAnswerSchema = z.object({
  message: z.string().optional(),
  draft: z
    .object({
      step: z.enum(PROFILE_STEPS),
      profileFor: z.enum(PROFILE_FOR).nullable(),
      values: z.record(z.string(), z.unknown()),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type ProfileDraftAnswer = z.infer<typeof profileDraftAnswerSchema>;
