import type { FastifyBaseLogger } from 'fastify';

import { REQUEST_STATUS } from '@vivaha/shared/constants';
import { asLanguage, pathIn } from '@vivaha/shared/languages';
import {
  REQUEST_AGAIN_AFTER_DAYS,
  REQUEST_NOTICE_INTERVAL_SECONDS,
  REQUESTS_PER_DAY,
  WITHDRAWN_REASON,
} from '@vivaha/shared/requests';
import { paths } from '@vivaha/shared/routes';
import { profilePath } from '@vivaha/shared/slugs';

import { badRequest, httpError, notFound } from '#src/lib/http-errors.ts';
import { messages, said, type Said } from '#src/lib/messages.ts';
import { waitWords, type Limit, type RateLimiter } from '#src/lib/rate-limit.ts';
import { isApprovedByTeam, isPublished } from '#src/modules/access/index.ts';
import { mailText as say, plainText, type Mail, type Mailer, type SendOptions } from '#src/modules/mail/index.ts';

import type { ListOptions, RequestsRepository } from './requests.repository.ts';

export const requestText = messages('requests', {
  sent: 'Permission request sent successfully!',
  notYours: 'Please select one of your own profiles.',
  ownProfile: 'You cannot ask for access to one of your own profiles.',
  notFound: 'Profile not found.',
  ownerMismatch: 'This profile’s owner has changed. Please reload the page and try again.',
  open: 'You have already asked this profile for access from the chosen profile. Please wait for the answer in My Requests.',
  requestNotFound: 'Request not found.',
  decided: 'This request has already been answered.',
  approved: 'Request approved. The other family can now see the protected details.',
  rejected: 'Request rejected.',
  withdrawn: 'Approval withdrawn. The other family can no longer see the protected details.',
  notApproved: 'Only an approved request can be withdrawn.',
  perDay: `You can send at most ${REQUESTS_PER_DAY} requests a day. You may ask again in {{wait}}.`,
  askAgain: 'This family did not approve your earlier request. You may ask this profile again in {{wait}}.',
  mutual:
    'You are both interested: the family of {{name}} had asked for the details of {{asker}} too. Both requests are approved, and each family can now see the other’s protected details.',
  approvedShared: 'Request approved. Each family can now see the other’s protected details.',
  notSharedBack:
    'Request approved. The other family’s details stay closed to you: they did not approve an earlier request from your profile.',
} as const);

/** Requests one member account may send in any 24 hours, whichever of its profiles asks. */
const perDay = (userId: number): Limit => ({
  key: `request:day:${userId}`,
  max: REQUESTS_PER_DAY,
  windowSeconds: 24 * 3600,
  message: (wait) => said(requestText, 'perDay', { wait: waitWords(wait) }),
});

/**
 * After a rejection (or a withdrawn approval) the asking member account waits before asking that
 * profile again; keyed on the account, so a deleted and re-created asking profile changes nothing.
 */
const askAgain = (askerUserId: number, receiverProfileId: number): Limit => ({
  key: `request:again:${askerUserId}:${receiverProfileId}`,
  max: 1,
  windowSeconds: REQUEST_AGAIN_AFTER_DAYS * 86_400,
  message: (wait) => said(requestText, 'askAgain', { wait: waitWords(wait) }),
});

/** A profile name for a mail: a published (reviewed) name as it is, any other as plain text. */
const shownName = (name: string, active: number) => (isApprovedByTeam({ active }) ? name : plainText(name, 100));

interface Deps {
  repository: RequestsRepository;
  /** Whether either account blocked the other. */
  blockedBetween: (a: number, b: number) => Promise<boolean>;
  mailer: Mailer;
  limiter: RateLimiter;
  siteName: string;
}

/** A profile with its owner, as the repository reads it. */
type Party = NonNullable<Awaited<ReturnType<RequestsRepository['profile']>>>;

export interface Context {
  siteUrl: string;
  log: FastifyBaseLogger;
}

const toItem = <T extends { createdAt: Date }>({ createdAt, ...rest }: T) => ({
  ...rest,
  requestedOn: createdAt.toISOString(),
});

export function createRequestsService({ repository, blockedBetween, mailer, limiter, siteName }: Deps) {
  async function notify(mail: Mail, context: Context, options?: SendOptions) {
    try {
      await mailer.send(mail, options);
    } catch (error) {
      context.log.error({ err: error, subject: mail.subject }, 'request mail not sent');
    }
  }

  /**
   * Tells an owner about the requests one member is waiting on: every pending request from that
   * member's profiles to the owner's, written whole each time. The mail queue sends at most one
   * such mail an hour for the pair; requests made in between join the waiting one.
   */
  async function noticeOwner(
    askerId: number,
    owner: { id: number; email: string; language: string },
    context: Context,
  ) {
    const pending = await repository.pendingBetween(askerId, owner.id);
    if (!pending.length) return;
    const language = asLanguage(owner.language);
    const lines = pending.map((item) => {
      const asker = shownName(item.requesterName, item.requesterActive);
      return [
        say(language, 'requestNotice.item', {
          asker,
          askerId: item.requesterProfileId,
          name: item.receiverName,
          id: item.receiverProfileId,
        }),
        say(language, 'requestNotice.link', {
          url: `${context.siteUrl}${profilePath(item.requesterProfileId, asker)}`,
        }),
      ].join('\n');
    });
    const [first] = pending;
    const subject =
      pending.length === 1 && first
        ? say(language, 'requestNotice.subjectOne', {
            asker: shownName(first.requesterName, first.requesterActive),
            name: first.receiverName,
            site: siteName,
          })
        : say(language, 'requestNotice.subjectMany', { count: pending.length, site: siteName });
    await notify(
      {
        to: owner.email,
        subject,
        text: [
          say(language, pending.length === 1 ? 'requestNotice.introOne' : 'requestNotice.introMany'),
          lines.join('\n\n'),
          say(language, 'requestNotice.open', { url: `${context.siteUrl}${pathIn(language, '/MyApprovals')}` }),
          say(language, 'requestNotice.nothing'),
        ].join('\n\n'),
      },
      context,
      { groupKey: `request-notice:${owner.id}:${askerId}`, minIntervalSeconds: REQUEST_NOTICE_INTERVAL_SECONDS },
    );
  }

  /**
   * "Approve and share ours": the asking profile's protected details open to the approving family
   * too, recorded as an approval the other way (the asking family can withdraw it like any other).
   * Not when that family turned down the approving profile's own request before, nor across a block.
   */
  async function openBack(
    userId: number,
    request: { requestProfileId: number; receiverProfileId: number; requesterOwnerId: number },
  ): Promise<'shared' | 'declined'> {
    if (await blockedBetween(userId, request.requesterOwnerId)) return 'declined';
    const earlier = await repository.latest(request.receiverProfileId, request.requestProfileId);
    if (earlier?.status === REQUEST_STATUS.rejected) return 'declined';
    await repository.approveOpen(request.receiverProfileId, request.requestProfileId);
    return 'shared';
  }

  /** Both families asked for each other's details: each is told in its own language. */
  async function tellBothInterested(one: Party, other: Party, context: Context) {
    const tell = (mine: Party, theirs: Party) => {
      const language = asLanguage(mine.ownerLanguage);
      const words = { mine: shownName(mine.name, mine.active), name: shownName(theirs.name, theirs.active) };
      const url = (path: string) => `${context.siteUrl}${pathIn(language, path)}`;
      return notify(
        {
          to: mine.ownerEmail,
          subject: say(language, 'bothInterested.subject', words),
          text: [
            say(language, 'bothInterested.text', words),
            say(language, 'requestDecided.profile', { url: url(profilePath(theirs.id, words.name)) }),
            say(language, 'bothInterested.withdraw', { url: url('/MyApprovals') }),
            say(language, 'requestDecided.safety', { url: url(paths.safety) }),
          ].join('\n\n'),
        },
        context,
      );
    };
    await Promise.all([tell(one, other), tell(other, one)]);
  }

  return {
    /** Asks for a profile's protected details, from one of the caller's own profiles. */
    async request(
      userId: number,
      body: { requestingProfileId: number; receiverProfileId: number; receiverCustId: number },
      context: Context,
    ): Promise<Said> {
      const asking = await repository.profile(body.requestingProfileId);
      if (!asking || asking.ownerId !== userId)
        throw httpError(403, said(requestText, 'notYours'), { requestingProfileId: said(requestText, 'notYours') });
      const receiver = await repository.profile(body.receiverProfileId);
      if (!receiver || !isPublished(receiver)) throw notFound(said(requestText, 'notFound'));
      if (receiver.ownerId === userId)
        throw badRequest(said(requestText, 'ownProfile'), { receiverProfileId: said(requestText, 'ownProfile') });
      // A block either way: refused as if the profile were not there, so nobody learns of it.
      if (await blockedBetween(userId, receiver.ownerId)) throw notFound(said(requestText, 'notFound'));
      if (receiver.ownerId !== body.receiverCustId)
        throw badRequest(said(requestText, 'ownerMismatch'), { receiverCustId: said(requestText, 'ownerMismatch') });
      // Refusals that cost the member nothing come before the day's count.
      if (await repository.isOpen(asking.id, receiver.id)) throw httpError(409, said(requestText, 'open'));
      await limiter.check(askAgain(userId, receiver.id));
      await limiter.consumeRolling(perDay(userId));

      const created = await repository.create(asking.id, receiver.id);
      if (created === 'open') throw httpError(409, said(requestText, 'open'));
      // The other family asked for this profile's details too (and still waits, or was let in):
      // both are interested, so both requests are approved at once.
      const back = await repository.latest(receiver.id, asking.id);
      if (back && (back.status === REQUEST_STATUS.pending || back.status === REQUEST_STATUS.approved)) {
        await repository.approveOpen(asking.id, receiver.id);
        await repository.approveOpen(receiver.id, asking.id);
        await tellBothInterested(asking, receiver, context);
        return said(requestText, 'mutual', {
          name: shownName(receiver.name, receiver.active),
          asker: shownName(asking.name, asking.active),
        });
      }
      await noticeOwner(
        userId,
        { id: receiver.ownerId, email: receiver.ownerEmail, language: receiver.ownerLanguage },
        context,
      );
      return said(requestText, 'sent');
    },

    async made(userId: number, options: ListOptions) {
      const { items, totalCount } = await repository.listMade(userId, options);
      return { items: items.map(toItem), totalCount };
    },

    async received(userId: number, options: ListOptions) {
      const { items, totalCount } = await repository.listReceived(userId, options);
      return { items: items.map(toItem), totalCount };
    },

    /** Approves or rejects a pending request made to one of the caller's profiles. */
    async decide(
      userId: number,
      id: number,
      { decision, reason, shareBack = false }: { decision: 1 | 2; reason?: string | null; shareBack?: boolean },
      context: Context,
    ): Promise<Said> {
      const request = await repository.findReceived(id, userId);
      if (!request) throw notFound(said(requestText, 'requestNotFound'));
      if (request.isApproved !== REQUEST_STATUS.pending) throw httpError(409, said(requestText, 'decided'));
      const approve = decision === REQUEST_STATUS.approved;
      const kept = approve ? null : reason?.trim() || null;
      if (!(await repository.decide(id, decision, kept))) throw httpError(409, said(requestText, 'decided'));
      if (!approve) await limiter.block(askAgain(request.requesterOwnerId, request.receiverProfileId));
      const shared = approve && shareBack ? await openBack(userId, request) : undefined;

      const requester = shownName(request.requesterName, request.requesterActive);
      const receiver = shownName(request.receiverName, request.receiverActive);
      const language = asLanguage(request.requesterOwnerLanguage);
      const words = { name: receiver, asker: requester };
      await notify(
        {
          to: request.requesterOwnerEmail,
          subject: say(language, approve ? 'requestDecided.subjectApproved' : 'requestDecided.subjectRejected', words),
          text: [
            say(language, approve ? 'requestDecided.approved' : 'requestDecided.rejected', words),
            ...(kept ? [say(language, 'requestDecided.reason', { reason: plainText(kept) })] : []),
            say(language, 'requestDecided.profile', {
              url: `${context.siteUrl}${pathIn(language, profilePath(request.receiverProfileId, receiver))}`,
            }),
            say(language, 'requestDecided.requests', { url: `${context.siteUrl}${pathIn(language, '/MyRequests')}` }),
            ...(shared === 'shared'
              ? [
                  say(language, 'requestDecided.sharedBack', {
                    ...words,
                    url: `${context.siteUrl}${pathIn(language, '/MyApprovals')}`,
                  }),
                ]
              : []),
            // The moment a family's details open, the one line every family should read.
            ...(approve
              ? [say(language, 'requestDecided.safety', { url: `${context.siteUrl}${pathIn(language, paths.safety)}` })]
              : []),
          ].join('\n\n'),
        },
        context,
      );
      if (!approve) return said(requestText, 'rejected');
      return shared === 'shared'
        ? said(requestText, 'approvedShared')
        : shared === 'declined'
          ? said(requestText, 'notSharedBack')
          : said(requestText, 'approved');
    },

    /**
     * Takes back an approval the caller gave: the request becomes rejected (with the reason, or
     * "Approval withdrawn."), so the protected details close on the requester's next read. The
     * asking account then waits as after a rejection before asking that profile again.
     */
    async withdraw(userId: number, id: number, reason: string | null | undefined, context: Context): Promise<Said> {
      const request = await repository.findReceived(id, userId);
      if (!request) throw notFound(said(requestText, 'requestNotFound'));
      if (request.isApproved !== REQUEST_STATUS.approved) throw httpError(409, said(requestText, 'notApproved'));
      const kept = reason?.trim() || WITHDRAWN_REASON;
      if (!(await repository.withdraw(id, kept))) throw httpError(409, said(requestText, 'notApproved'));
      await limiter.block(askAgain(request.requesterOwnerId, request.receiverProfileId));

      const requester = shownName(request.requesterName, request.requesterActive);
      const receiver = shownName(request.receiverName, request.receiverActive);
      const language = asLanguage(request.requesterOwnerLanguage);
      await notify(
        {
          to: request.requesterOwnerEmail,
          subject: say(language, 'approvalWithdrawn.subject', { name: receiver }),
          text: [
            say(language, 'approvalWithdrawn.withdrawn', { name: receiver, asker: requester }),
            ...(kept === WITHDRAWN_REASON ? [] : [say(language, 'requestDecided.reason', { reason: plainText(kept) })]),
            say(language, 'requestDecided.requests', { url: `${context.siteUrl}${pathIn(language, '/MyRequests')}` }),
          ].join('\n\n'),
        },
        context,
      );
      return said(requestText, 'withdrawn');
    },

    approvedFor: (userId: number) => repository.approvedFor(userId),
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
