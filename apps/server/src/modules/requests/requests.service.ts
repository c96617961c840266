import type { FastifyBaseLogger } from 'fastify';

import { ACTIVE_STATUS, REQUEST_STATUS } from '@vivaha/shared/constants';
import { profilePath } from '@vivaha/shared/slugs';

import { badRequest, HttpError, notFound } from '#src/lib/http-errors.ts';
import type { Mail, Mailer } from '#src/modules/mail/mail.service.ts';

import type { ListOptions, RequestsRepository } from './requests.repository.ts';

export const requestText = {
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
} as const;

interface Deps {
  repository: RequestsRepository;
  mailer: Mailer;
  siteName: string;
}

export interface Context {
  siteUrl: string;
  log: FastifyBaseLogger;
}

const toItem = <T extends { createdAt: Date }>({ createdAt, ...rest }: T) => ({
  ...rest,
  requestedOn: createdAt.toISOString(),
});

export function createRequestsService({ repository, mailer, siteName }: Deps) {
  async function notify(mail: Mail, context: Context) {
    try {
      await mailer.send(mail);
    } catch (error) {
      context.log.error({ err: error, subject: mail.subject }, 'request mail not sent');
    }
  }

  return {
    /** Asks for a profile's protected details, from one of the caller's own profiles. */
    async request(
      userId: number,
      body: { requestingProfileId: number; receiverProfileId: number; receiverCustId: number },
      context: Context,
    ): Promise<void> {
      const asking = await repository.profile(body.requestingProfileId);
      if (!asking || asking.ownerId !== userId)
        throw new HttpError(403, requestText.notYours, { requestingProfileId: requestText.notYours });
      const receiver = await repository.profile(body.receiverProfileId);
      if (!receiver || receiver.active !== ACTIVE_STATUS.active) throw notFound(requestText.notFound);
      if (receiver.ownerId === userId)
        throw badRequest(requestText.ownProfile, { receiverProfileId: requestText.ownProfile });
      if (receiver.ownerId !== body.receiverCustId)
        throw badRequest(requestText.ownerMismatch, { receiverCustId: requestText.ownerMismatch });

      const created = await repository.create(asking.id, receiver.id);
      if (created === 'open') throw new HttpError(409, requestText.open);
      await notify(
        {
          to: receiver.ownerEmail,
          subject: `${asking.name} asks to see ${receiver.name}'s details on ${siteName}`,
          text: [
            `The family of ${asking.name} (profile ${asking.id}) would like to see the contact details, photos and horoscope of ${receiver.name} (profile ${receiver.id}).`,
            `Their profile: ${context.siteUrl}${profilePath(asking.id, asking.name)}`,
            `To approve or reject the request, open My Approvals: ${context.siteUrl}/MyApprovals`,
            `Nothing is shared until you approve.`,
          ].join('\n\n'),
        },
        context,
      );
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
    async decide(userId: number, id: number, decision: 1 | 2, reason: string | null | undefined, context: Context) {
      const request = await repository.findReceived(id, userId);
      if (!request) throw notFound(requestText.requestNotFound);
      if (request.isApproved !== REQUEST_STATUS.pending) throw new HttpError(409, requestText.decided);
      const approve = decision === REQUEST_STATUS.approved;
      const kept = approve ? null : reason?.trim() || null;
      if (!(await repository.decide(id, decision, kept))) throw new HttpError(409, requestText.decided);

      await notify(
        {
          to: request.requesterOwnerEmail,
          subject: `Your request to ${request.receiverName} was ${approve ? 'approved' : 'rejected'}`,
          text: [
            approve
              ? `The family of ${request.receiverName} approved the request from ${request.requesterName}. You can now see their contact details, photos and horoscope.`
              : `The family of ${request.receiverName} did not approve the request from ${request.requesterName}.${kept ? `\n\nTheir reason: ${kept}` : ''}`,
            `The profile: ${context.siteUrl}${profilePath(request.receiverProfileId, request.receiverName)}`,
            `Your requests: ${context.siteUrl}/MyRequests`,
          ].join('\n\n'),
        },
        context,
      );
      return approve ? requestText.approved : requestText.rejected;
    },

    approvedFor: (userId: number) => repository.approvedFor(userId),
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
