import { BLOCK_LIMIT } from '@vivaha/shared/privacy';
import { profilePath } from '@vivaha/shared/slugs';

import { badRequest, httpError, notFound } from '#src/lib/http-errors.ts';
import { messages, said } from '#src/lib/messages.ts';

import type { BlocksRepository } from './blocks.repository.ts';

export const blockText = messages('blocks', {
  blocked: 'Blocked. Your profiles and theirs are now hidden from each other.',
  unblocked: 'Unblocked.',
  notFound: 'Profile not found.',
  ownProfile: 'You cannot block one of your own profiles.',
  noBlock: 'You have not blocked this member.',
  limit: `You can block at most ${BLOCK_LIMIT} members. Unblock some in My Blocked Members first.`,
} as const);

/**
 * Blocks between members (README, Security and privacy): each side's profiles are hidden from
 * the other, neither can ask the other, and approvals between them close. The blocked member is
 * never told.
 */
export function createBlocksService(repository: BlocksRepository) {
  return {
    async block(userId: number, profileId: number): Promise<void> {
      const target = await repository.blockable(userId, profileId);
      if (!target) throw notFound(said(blockText, 'notFound'));
      if (target.ownerId === userId) {
        const own = said(blockText, 'ownProfile');
        throw badRequest(own, { profileId: own });
      }
      if ((await repository.block(userId, target, BLOCK_LIMIT)) === 'limit')
        throw httpError(409, said(blockText, 'limit'));
    },

    async unblock(userId: number, profileId: number): Promise<void> {
      if (!(await repository.unblock(userId, profileId))) throw notFound(said(blockText, 'noBlock'));
    },

    async list(userId: number, page: number, pageSize: number) {
      const { items, totalCount } = await repository.list(userId, page, pageSize);
      return {
        items: items.map((item) => ({
          profileId: item.profileId,
          name: item.name,
          profileURL: profilePath(item.profileId, item.name),
          blockedOn: item.createdAt.toISOString(),
        })),
        totalCount,
      };
    },

    hiddenOwners: (userId: number) => repository.hiddenOwners(userId),
    between: (a: number, b: number) => repository.between(a, b),
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
