import { z } from 'zod';

/** The answer of a call that changes something: whether it did, and what to tell the member. */
export const doneSchema = z.object({ success: z.boolean(), message: z.string() });
export type Done = z.infer<typeof doneSchema>;

/** A profile saved: created (201) or changed, with its id. */
export const savedSchema = doneSchema.extend({ profileId: z.number() });
export type Saved = z.infer<typeof savedSchema>;

/** An owner's change to a profile: `pendingReview` when it waits for the team before it is public. */
export const profileSavedSchema = savedSchema.extend({ pendingReview: z.boolean() });
export type ProfileSaved = z.infer<typeof profileSavedSchema>;

/** A page of a listing: its items, and how many there are in all. */
export const pagedSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), totalCount: z.number() });
