import type { FastifyBaseLogger } from 'fastify';

import {
  conversationMessages,
  GUARDIANS_PER_DAY,
  MASKS,
  maskContacts,
  MESSAGE_MAIL_INTERVAL_SECONDS,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_DAY,
  NEW_CONVERSATIONS_PER_DAY,
  REPORTED_CONTEXT,
  UNANSWERED_IN_A_ROW,
  type Conversation,
  type Message,
  type MessageSettings,
} from '@vivaha/shared/conversations';
import { asLanguage, pathIn, type Language } from '@vivaha/shared/languages';
import type { ReportReason } from '@vivaha/shared/privacy';
import { paths } from '@vivaha/shared/routes';
import { profilePath } from '@vivaha/shared/slugs';

import { badRequest, httpError, notFound } from '#src/lib/http-errors.ts';
import { messages, said, sayIn, type Said } from '#src/lib/messages.ts';
import { waitWords, type Limit, type RateLimiter } from '#src/lib/rate-limit.ts';
import { signedId, signedToken } from '#src/lib/signed-link.ts';
import { isApprovedByTeam, isPublished } from '#src/modules/access/index.ts';
import { mailText as say, plainText, type Mailer } from '#src/modules/mail/index.ts';

import type { GuardianCopies } from './conversations.guardians.ts';
import type { ConversationsRepository } from './conversations.repository.ts';

export const conversationText = messages('conversations', {
  ...conversationMessages,
  notFound: 'Conversation not found.',
  profileNotFound: 'Profile not found.',
  messageNotFound: 'Message not found.',
  needsApproval: 'You can write to a family once a request between your profiles is approved.',
  cannotWrite:
    'You cannot write in this conversation now: the approval between your profiles was withdrawn, or the profile is not shown.',
  ownMessage: 'You cannot report your own message.',
  newPerDay: `You can start at most ${NEW_CONVERSATIONS_PER_DAY} conversations a day. You may start another in {{wait}}.`,
  perDay: `You can send at most ${MESSAGES_PER_DAY} messages a day. You may write again in {{wait}}.`,
  inARow: `Please wait for the other family to answer: you can send at most ${UNANSWERED_IN_A_ROW} messages in a row.`,
  maskNumber: MASKS.number,
  maskContact: MASKS.contact,
  mailsStopped: 'You will no longer get a mail when a family writes to this profile.',
  badToken: 'This link is not valid. Please sign in and change your mail settings on the Messages screen.',
  mailsSaved: 'Your choice about mails is saved.',
  reported: 'Thank you. The team will look at this message.',
  guardianAsked: 'We sent a link to {{email}}. The weekly copy starts once they open it and confirm.',
  guardianRemoved: 'The guardian copy is stopped.',
  guardianConfirmed: 'Thank you. You will get a copy of this profile’s conversations once a week.',
  guardianBadToken: 'This link is not valid any more. Please ask the family to name you again.',
  guardianStopped: 'You will get no more copies of these conversations.',
  guardiansPerDay: `You can name at most ${GUARDIANS_PER_DAY} guardians a day. You may name one again in {{wait}}.`,
} as const);

/** The masks in a stored message, in the reader's language. */
export function inLanguage(text: string, language: Language): string {
  if (language === 'en') return text;
  const say = sayIn(language);
  return text
    .replaceAll(MASKS.number, say(said(conversationText, 'maskNumber')))
    .replaceAll(MASKS.contact, say(said(conversationText, 'maskContact')));
}

/** The one-click "stop these mails" token of a profile: its id and an HMAC, so it needs no sign-in. */
export const stopMailsToken = (secret: string, profileId: number) =>
  signedToken(secret, profileId, `message-mails:${profileId}`);

const newPerDay = (userId: number): Limit => ({
  key: `conversation:day:${userId}`,
  max: NEW_CONVERSATIONS_PER_DAY,
  windowSeconds: 24 * 3600,
  message: (wait) => said(conversationText, 'newPerDay', { wait: waitWords(wait) }),
});

const guardiansPerDay = (userId: number): Limit => ({
  key: `guardian:day:${userId}`,
  max: GUARDIANS_PER_DAY,
  windowSeconds: 24 * 3600,
  message: (wait) => said(conversationText, 'guardiansPerDay', { wait: waitWords(wait) }),
});

const messagesPerDay = (userId: number): Limit => ({
  key: `message:day:${userId}`,
  max: MESSAGES_PER_DAY,
  windowSeconds: 24 * 3600,
  message: (wait) => said(conversationText, 'perDay', { wait: waitWords(wait) }),
});

interface Deps {
  repository: ConversationsRepository;
  /** Whether either account blocked the other. */
  blockedBetween: (a: number, b: number) => Promise<boolean>;
  /** The accounts on the other side of a block with this one, either way (read once for a list). */
  hiddenOwners: (userId: number) => Promise<Set<number>>;
  /** Files a report on the writer's profile, from the message (the reports module). */
  report: (
    profileId: number,
    reporter: { id: number; role: string },
    input: { reason: ReportReason; text: string; messageId: number },
    context: Context,
  ) => Promise<void>;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The guardian copies (conversations.guardians.ts). */
  guardians: Pick<GuardianCopies, 'name' | 'remove' | 'of'>;
  secret: string;
  siteName: string;
}

export interface Context {
  siteUrl: string;
  log: FastifyBaseLogger;
  language: Language;
}

/** A profile as the rule "shown on the site" reads it. */
type Shown = Parameters<typeof isPublished>[0] & { id: number };

type Row = NonNullable<Awaited<ReturnType<ConversationsRepository['find']>>>;

/**
 * Two families writing to each other (README, Messages): a conversation between one profile of
 * each, once a request between them is approved. Contact details in a message are masked until
 * both families have opened theirs to each other; limits keep it from being used to pester.
 */
export function createConversationsService({
  repository,
  blockedBetween,
  hiddenOwners,
  report,
  mailer,
  limiter,
  guardians,
  secret,
  siteName,
}: Deps) {
  /** The conversation as one of its two families sees it, or 404 for anyone else and across a block. */
  async function asMember(userId: number, id: number) {
    const row = await repository.find(id);
    if (!row) throw notFound(said(conversationText, 'notFound'));
    const [low, high] = await Promise.all([repository.profile(row.profileLow), repository.profile(row.profileHigh)]);
    if (!low || !high) throw notFound(said(conversationText, 'notFound'));
    const side = low.ownerId === userId ? 'low' : high.ownerId === userId ? 'high' : undefined;
    if (!side) throw notFound(said(conversationText, 'notFound'));
    const [mine, theirs] = side === 'low' ? [low, high] : [high, low];
    if (await blockedBetween(mine.ownerId, theirs.ownerId)) throw notFound(said(conversationText, 'notFound'));
    return { row, side, mine, theirs } as const;
  }

  /** What the two profiles have opened to each other, and whether the writer may write now. */
  async function standing(mine: Shown, theirs: Shown) {
    const { aOpenedToB, bOpenedToA } = await repository.approvals(mine.id, theirs.id);
    return {
      detailsShared: aOpenedToB && bOpenedToA,
      canWrite: (aOpenedToB || bOpenedToA) && isPublished(theirs) && isPublished(mine),
    };
  }

  const readMark = (row: Row, side: 'low' | 'high') => (side === 'low' ? row.lowReadUpTo : row.highReadUpTo);

  const toMessage = (
    message: { id: number; fromProfileId: number; text: string; sentAt: Date },
    language: Language,
  ): Message => ({
    id: message.id,
    fromProfileId: message.fromProfileId,
    text: inLanguage(message.text, language),
    sentAt: message.sentAt.toISOString(),
  });

  /** Tells the other family a message waits, in their language, at most once an hour per conversation. */
  async function tellReader(
    conversationId: number,
    writer: { name: string; active: number },
    reader: NonNullable<Awaited<ReturnType<ConversationsRepository['profile']>>>,
    context: Context,
  ) {
    if (!reader.messageMails) return;
    const language = asLanguage(reader.ownerLanguage);
    const name = isApprovedByTeam(writer) ? writer.name : plainText(writer.name, 60);
    const words = { name, mine: reader.name, site: siteName };
    const url = (path: string) => `${context.siteUrl}${pathIn(language, path)}`;
    try {
      await mailer.send(
        {
          to: reader.ownerEmail,
          subject: say(language, 'messageNotice.subject', words),
          text: [
            say(language, 'messageNotice.text', words),
            say(language, 'messageNotice.open', { url: url(`${paths.messages}?c=${conversationId}`) }),
            say(language, 'requestDecided.safety', { url: url(paths.safety) }),
            say(language, 'messageNotice.stop', {
              ...words,
              url: `${context.siteUrl}/api/conversations/stopmails?token=${stopMailsToken(secret, reader.id)}&lang=${language}`,
            }),
          ].join('\n\n'),
        },
        {
          groupKey: `message-notice:${conversationId}:${reader.id}`,
          minIntervalSeconds: MESSAGE_MAIL_INTERVAL_SECONDS,
        },
      );
    } catch (error) {
      context.log.error({ err: error }, 'message notice not sent');
    }
  }

  return {
    /** Opens (or finds) the conversation between one of the caller's profiles and another family's. */
    async start(userId: number, body: { profileId: number; withProfileId: number }): Promise<{ id: number }> {
      const mine = await repository.profile(body.profileId);
      if (!mine || mine.ownerId !== userId)
        throw badRequest(said(conversationText, 'profileRequired'), {
          profileId: said(conversationText, 'profileRequired'),
        });
      const theirs = await repository.profile(body.withProfileId);
      if (!theirs || theirs.ownerId === userId || !isPublished(theirs))
        throw notFound(said(conversationText, 'profileNotFound'));
      if (await blockedBetween(userId, theirs.ownerId)) throw notFound(said(conversationText, 'profileNotFound'));
      const existing = await repository.findPair(mine.id, theirs.id);
      if (existing) return { id: existing.id };
      const { canWrite } = await standing(mine, theirs);
      if (!canWrite) throw httpError(403, said(conversationText, 'needsApproval'));
      await limiter.consumeRolling(newPerDay(userId));
      const { id } = await repository.open(mine.id, theirs.id);
      return { id };
    },

    /** The caller's conversations, newest first, with unread counts. */
    async list(userId: number): Promise<{ items: Conversation[]; profiles: MessageSettings[] }> {
      const own = await repository.ownProfiles(userId);
      const ownIds = new Set(own.map((row) => row.id));
      const rows = await repository.listFor([...ownIds]);
      const others = await repository.profilesById(
        rows.map((row) => (ownIds.has(row.profileLow) ? row.profileHigh : row.profileLow)),
      );
      const [mineById, hidden] = await Promise.all([repository.profilesById([...ownIds]), hiddenOwners(userId)]);
      const visible = rows.flatMap((row) => {
        const side = ownIds.has(row.profileLow) ? ('low' as const) : ('high' as const);
        const mine = mineById.find((profile) => profile.id === (side === 'low' ? row.profileLow : row.profileHigh));
        const theirs = others.find((profile) => profile.id === (side === 'low' ? row.profileHigh : row.profileLow));
        return mine && theirs && !hidden.has(theirs.ownerId) ? [{ row, side, mine, theirs }] : [];
      });
      const guarded = await guardians.of([...ownIds, ...visible.map(({ theirs }) => theirs.id)]);
      const [unread, last] = await Promise.all([
        repository.unread(
          visible.map(({ row, side, mine }) => ({ id: row.id, mine: mine.id, readUpTo: readMark(row as Row, side) })),
        ),
        repository.lastWriters(visible.map(({ row }) => row.id)),
      ]);
      const items = await Promise.all(
        visible.map(async ({ row, mine, theirs }) => {
          const state = await standing(mine, theirs);
          const lastFrom = last.get(row.id);
          return {
            id: row.id,
            profileId: mine.id,
            profileName: mine.name,
            withProfileId: theirs.id,
            withName: theirs.name,
            withProfileURL: profilePath(theirs.id, theirs.name),
            lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
            lastFrom: lastFrom === undefined ? null : lastFrom === mine.id ? ('mine' as const) : ('theirs' as const),
            unread: unread.get(row.id) ?? 0,
            ...state,
            guardianCopies: guarded.get(theirs.id)?.confirmed ?? false,
          };
        }),
      );
      const settings = await repository.settings(userId);
      return {
        items,
        profiles: settings.map((profile) => ({ ...profile, guardian: guarded.get(profile.id) ?? null })),
      };
    },

    /** A page of a conversation, oldest first; the newest page marks the other family's messages read. */
    async messages(userId: number, id: number, before: number | undefined, language: Language) {
      const { row, side } = await asMember(userId, id);
      const page = await repository.messages(row.id, before, MESSAGES_PAGE_SIZE + 1);
      const more = page.length > MESSAGES_PAGE_SIZE;
      const items = page.slice(0, MESSAGES_PAGE_SIZE).reverse();
      const newest = items.at(-1);
      if (!before && newest && newest.id > readMark(row, side)) await repository.markRead(row.id, side, newest.id);
      const theirMark = side === 'low' ? row.highReadUpTo : row.lowReadUpTo;
      return {
        items: items.map((message) => toMessage(message, language)),
        more,
        readUpTo: theirMark || null,
      };
    },

    /** Sends a message: masked until both families share their details, within the limits. */
    async send(userId: number, id: number, text: string, context: Context): Promise<Message> {
      const { row, side, mine, theirs } = await asMember(userId, id);
      const { detailsShared, canWrite } = await standing(mine, theirs);
      if (!canWrite) throw httpError(403, said(conversationText, 'cannotWrite'));
      if ((await repository.inARow(row.id, mine.id)) >= UNANSWERED_IN_A_ROW)
        throw httpError(429, said(conversationText, 'inARow'));
      await limiter.consumeRolling(messagesPerDay(userId));
      const stored = detailsShared ? text : maskContacts(text).text;
      const message = await repository.add(row.id, { profileId: mine.id, userId }, stored, side);
      await tellReader(row.id, mine, theirs, context);
      return toMessage(message, context.language);
    },

    /** Reports a message of the other family's: a report on their profile that carries the message. */
    async report(
      user: { id: number; role: string },
      messageId: number,
      input: { reason: ReportReason; text: string },
      context: Context,
    ) {
      const message = await repository.message(messageId);
      if (!message) throw notFound(said(conversationText, 'messageNotFound'));
      const { mine } = await asMember(user.id, message.conversationId).catch(() => {
        throw notFound(said(conversationText, 'messageNotFound'));
      });
      if (message.fromProfileId === mine.id)
        throw badRequest(said(conversationText, 'ownMessage'), { id: said(conversationText, 'ownMessage') });
      await report(message.fromProfileId, user, { ...input, messageId }, context);
    },

    /** The reported message and at most ten before it, for the team. */
    context: async (messageId: number) =>
      (await repository.context(messageId, REPORTED_CONTEXT)).map((message) => ({
        id: message.id,
        fromProfileId: message.fromProfileId,
        fromName: message.fromName,
        text: message.text,
        sentAt: message.sentAt.toISOString(),
        reported: message.id === messageId,
      })),

    /** The mail's one-click stop: answers whether the token was good. */
    async stopMails(token: string): Promise<boolean> {
      const profileId = signedId(secret, token, (id) => `message-mails:${id}`);
      return profileId !== undefined && (await repository.setMessageMails(profileId, false));
    },

    /** Names (or, with null, removes) the guardian who gets a weekly copy of a profile's conversations. */
    async setGuardian(userId: number, profileId: number, email: string | null): Promise<Said> {
      const profile = await repository.profile(profileId);
      if (!profile || profile.ownerId !== userId)
        throw badRequest(said(conversationText, 'profileRequired'), {
          profileId: said(conversationText, 'profileRequired'),
        });
      if (email === null) {
        await guardians.remove(profileId);
        return said(conversationText, 'guardianRemoved');
      }
      await limiter.consumeRolling(guardiansPerDay(userId));
      await guardians.name(profileId, email);
      return said(conversationText, 'guardianAsked', { email });
    },

    /** The owner's own switch for a profile's message mails. */
    async setMails(userId: number, profileId: number, on: boolean): Promise<Said> {
      const profile = await repository.profile(profileId);
      if (!profile || profile.ownerId !== userId)
        throw badRequest(said(conversationText, 'profileRequired'), {
          profileId: said(conversationText, 'profileRequired'),
        });
      await repository.setMessageMails(profileId, on);
      return said(conversationText, 'mailsSaved');
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
