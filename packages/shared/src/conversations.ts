import { z } from 'zod';

import { messageSchema } from './conversation-message.ts';
import { emailField } from './identity.ts';
import { carried, catalog } from './said.ts';
import { jsonId, queryId, wireString } from './wire.ts';

/**
 * Messages between two families (the conversations between two profiles once a request between
 * them is approved): the limits, the calls' shapes and the rule that keeps contact details out of
 * a message until both families have opened theirs to each other. The server enforces all of it;
 * the web app uses the same masking to tell the writer before they send.
 */

/** Guardians a member account may name in any 24 hours (each gets a confirmation mail). */
export const GUARDIANS_PER_DAY = 3;
/** A message's length, in characters as a person counts them. */
export const MESSAGE_MAX = 1000;
/** Per member account, in any 24 hours: conversations started, and messages sent. */
export const NEW_CONVERSATIONS_PER_DAY = 5;
export const MESSAGES_PER_DAY = 50;
/** Messages one family may send in a row before the other answers. */
export const UNANSWERED_IN_A_ROW = 3;
/** The other family is mailed at most once in this time per conversation. */
export const MESSAGE_MAIL_INTERVAL_SECONDS = 3600;
/** Messages a page of a conversation holds; older ones come with `before`. */
export const MESSAGES_PAGE_SIZE = 30;
/** How often an open conversation asks for new messages. */
export const MESSAGES_POLL_SECONDS = 20;
/** The team sees a reported message with at most this many before it, nothing else. */
export const REPORTED_CONTEXT = 10;

export const conversationMessages = catalog('conversations', {
  textRequired: 'Please write a message.',
  textTooLong: `A message can be at most ${MESSAGE_MAX} characters.`,
  profileRequired: 'Please choose one of your profiles.',
  withProfileRequired: 'Please choose the profile to write to.',
  mailsChoice: 'Please say whether to send these mails (true or false).',
});
const conversationErrors = carried(conversationMessages);

/** What stands in a message for what it may not carry yet (kept in English; each page shows its own words). */
export const MASKS = {
  number: '[number hidden until both families share details]',
  contact: '[contact hidden until both families share details]',
} as const;

/** POST /api/conversations: my profile, theirs. */
export const startConversationSchema = z.object({
  profileId: jsonId(conversationErrors.profileRequired),
  withProfileId: jsonId(conversationErrors.withProfileRequired),
});

/** POST /api/conversations/{id}/messages. */
export const newMessageSchema = z.object({
  text: wireString('Message')
    .trim()
    .min(1, { error: conversationErrors.textRequired })
    .refine((text) => [...text].length <= MESSAGE_MAX, { error: conversationErrors.textTooLong }),
});

export { messageSchema, type Message } from './conversation-message.ts';

export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  /** Whether older messages are left to fetch with `before`. */
  more: z.boolean(),
  /** The other family's last read message of this family's, for "Seen". */
  readUpTo: z.number().nullable(),
});

export const conversationSchema = z.object({
  id: z.number(),
  profileId: z.number(),
  profileName: z.string(),
  withProfileId: z.number(),
  withName: z.string(),
  withProfileURL: z.string(),
  lastMessageAt: z.string().nullable(),
  /** Who wrote the last message: mine or theirs; null before the first. */
  lastFrom: z.enum(['mine', 'theirs']).nullable(),
  unread: z.number(),
  /** Both families have opened their contact details to each other: nothing is masked. */
  detailsShared: z.boolean(),
  /** Whether this family may write now (an approval stands, the profile is shown, no block). */
  canWrite: z.boolean(),
  /** The other family's guardian receives a weekly copy of this conversation. */
  guardianCopies: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Each own profile's settings for its messages: the mails, and the guardian copy. */
export const messageSettingsSchema = z.object({
  id: z.number(),
  name: z.string(),
  mails: z.boolean(),
  guardian: z.object({ email: z.string(), confirmed: z.boolean() }).nullable(),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

export const conversationListSchema = z.object({
  items: z.array(conversationSchema),
  profiles: z.array(messageSettingsSchema),
});

/** PUT /api/conversations/guardian/{profileId}: the address that will get the weekly copy. */
export const guardianSchema = z.object({ email: emailField });

/** PUT /api/conversations/mails/{profileId}. */
export const messageMailsSchema = z.object({
  on: z.boolean({ error: conversationErrors.mailsChoice }),
});

/** GET /api/conversations/{id}/messages?before= */
export const messagePageQuerySchema = z.object({
  before: queryId().optional(),
});

// --- Masking -------------------------------------------------------------------------------

/** Digits as words, in the three languages (and "oh" for zero, as English speakers say it). */
const DIGIT_WORDS = [
  'zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple',
  'බිංදුව|බින්දුව|ශුන්‍යය|එක|දෙක|තුන|හතර|පහ|හය|හත|අට|නවය|නමය',
  'பூஜ்ஜியம்|பூஜ்யம்|சைபர்|ஒன்று|இரண்டு|மூன்று|நான்கு|ஐந்து|ஆறு|ஏழு|எட்டு|ஒன்பது',
].join('|');
/** One digit: a figure of any script (Sinhala and Tamil digits too), or a digit's word. */
const DIGIT = `(?:\\p{Nd}|(?<![\\p{L}\\p{M}])(?:${DIGIT_WORDS})(?![\\p{L}\\p{M}]))`;
/** What people put between a number's digits. */
const GAP = `[\\s.\\-–—_()/\\\\*+#'"|:]{0,3}`;
/** A run of digits with gaps, at least as long as a phone number without its leading 0. */
const NUMBER_RUN = new RegExp(`\\+?${DIGIT}(?:${GAP}${DIGIT})+`, 'giu');
const PHONE_DIGITS = 9;
const ONE_DIGIT = new RegExp(DIGIT, 'giu');

const TLD = 'com|lk|net|org|info|biz|me|io|co|app|link|ly|gl|to|us|uk|in|au|ca|de|nz|ae|qa|sa|online|site|xyz';
/** E-mail addresses, also written "name at gmail dot com". */
const EMAIL = new RegExp(
  `[\\p{L}\\p{N}._%+-]+\\s*(?:@|\\(at\\)|\\[at\\]|\\s+at\\s+)\\s*[\\p{L}\\p{N}-]+(?:\\s*(?:\\.|\\(dot\\)|\\[dot\\]|\\s+dot\\s+)\\s*[\\p{L}\\p{N}-]+)*\\s*(?:\\.|\\(dot\\)|\\[dot\\]|\\s+dot\\s+)\\s*(?:${TLD})(?![\\p{L}\\p{N}])`,
  'giu',
);
/** Links: with a scheme, starting www., messenger short links, or a bare name.tld[/path]. */
const LINK = new RegExp(
  `(?:[a-z][a-z0-9+.-]*:\\/\\/\\S+|www\\.\\S+|(?:wa|t|m|fb|ig)\\.me\\/?\\S*|(?<![\\p{L}\\p{N}@.])[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${TLD})(?![\\p{L}\\p{N}])(?:\\/\\S*)?)`,
  'giu',
);
/** A messenger name: @name, or a messenger named with a name after it ("Skype: kumari94"). */
const HANDLE = new RegExp(
  `(?:(?<![\\p{L}\\p{N}])@[\\p{L}\\p{N}_.]{3,}|(?<![\\p{L}])(?:skype|telegram|instagram|insta|facebook|fb|snapchat|tiktok|wechat|line|imo|signal|viber|whatsapp|wa)\\s*(?:id|name|handle|user(?:name)?)?\\s*[:=\\-–]\\s*[\\p{L}\\p{N}_.@+-]{3,})`,
  'giu',
);

/**
 * A message as it may be stored before both families share their details: phone numbers (also
 * spaced, dotted, in Sinhala or Tamil digits, or spelt out), e-mail addresses, links and
 * messenger names are each replaced by a mask. `masked` says whether anything was.
 */
export function maskContacts(text: string): { text: string; masked: boolean } {
  let masked = false;
  const mask = (kind: keyof typeof MASKS) => () => {
    masked = true;
    return MASKS[kind];
  };
  let out = text.replace(EMAIL, mask('contact'));
  out = out.replace(LINK, mask('contact'));
  out = out.replace(HANDLE, mask('contact'));
  out = out.replace(NUMBER_RUN, (run) => {
    if ((run.match(ONE_DIGIT) ?? []).length < PHONE_DIGITS) return run;
    masked = true;
    return MASKS.number;
  });
  return { text: out, masked };
}
