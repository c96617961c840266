import { z } from 'zod';

/**
 * One message of a conversation as the calls answer it. Kept apart from conversations.ts so that
 * the report dialog, which shows a reported message, loads no more than this.
 */
export const messageSchema = z.object({
  id: z.number(),
  fromProfileId: z.number(),
  text: z.string(),
  sentAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
