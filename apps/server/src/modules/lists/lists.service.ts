import type { Language } from '@vivaha/shared/languages';
import { HIDDEN_LIMIT, listMessages, SHORTLIST_LIMIT, type ListItem, type ListPage } from '@vivaha/shared/lists';
import type { SearchResult } from '@vivaha/shared/public';

import { badRequest, httpError, notFound } from '#src/lib/http-errors.ts';
import { messages, said } from '#src/lib/messages.ts';

import type { ListsRepository } from './lists.repository.ts';

export const listText = messages('lists', listMessages);

interface Deps {
  repository: ListsRepository;
  /** Search cards as this member sees them, in the order given; unpublished and blocked ones left out. */
  cards: (
    ids: readonly number[],
    user: { id: number },
    language: Language,
    alsoHidden: boolean,
  ) => Promise<Array<SearchResult & { lastSeen: string }>>;
}

/**
 * The shortlist and the profiles marked "Not interested" (lists.ts). Both are short (at most 100
 * and 500), so a page is cut from the whole list after leaving out the profiles that are no longer
 * published or are on the other side of a block: they drop out silently, and come back if the
 * profile is published again or the block lifted.
 */
export function createListsService({ repository, cards }: Deps) {
  async function savable(userId: number, profileId: number) {
    const found = await repository.target(profileId);
    if (!found) throw notFound(said(listText, 'notFound'));
    if (found.ownerId === userId) {
      const own = said(listText, 'ownProfile');
      throw badRequest(own, { profileId: own });
    }
    // A profile of an account on the other side of a block is as good as not there.
    if (!(await cards([profileId], { id: userId }, 'en', false)).length) throw notFound(said(listText, 'notFound'));
  }

  async function page(
    rows: Array<{ profileId: number; on: Date; forProfileId?: number | null }>,
    user: { id: number },
    at: { page: number; pageSize: number },
    language: Language,
    alsoHidden: boolean,
  ): Promise<ListPage> {
    const shown = await cards(
      rows.map((row) => row.profileId),
      user,
      language,
      alsoHidden,
    );
    const byId = new Map(shown.map((card) => [card.profileid, card]));
    const items: ListItem[] = rows.flatMap((row) => {
      const card = byId.get(row.profileId);
      return card
        ? [{ profileId: row.profileId, on: row.on.toISOString(), forProfileId: row.forProfileId ?? null, card }]
        : [];
    });
    const start = (at.page - 1) * at.pageSize;
    return { items: items.slice(start, start + at.pageSize), totalCount: items.length };
  }

  return {
    async save(userId: number, profileId: number, forProfileId: number | null | undefined) {
      await savable(userId, profileId);
      if (forProfileId && !(await repository.owns(userId, forProfileId))) {
        const notOwn = said(listText, 'forProfile');
        throw badRequest(notOwn, { forProfileId: notOwn });
      }
      const outcome = await repository.save(userId, profileId, forProfileId ?? null, SHORTLIST_LIMIT);
      if (outcome === 'limit') throw httpError(409, said(listText, 'shortlistLimit'));
    },

    async unsave(userId: number, profileId: number) {
      if (!(await repository.unsave(userId, profileId))) throw notFound(said(listText, 'notSaved'));
    },

    async shortlist(
      user: { id: number },
      query: { page: number; pageSize: number; for?: number | undefined },
      language: Language,
    ) {
      return page(await repository.saved(user.id, query.for), user, query, language, true);
    },

    savedIds: (userId: number) => repository.savedIds(userId),

    async hide(userId: number, profileId: number) {
      await savable(userId, profileId);
      if ((await repository.hide(userId, profileId, HIDDEN_LIMIT)) === 'limit') {
        throw httpError(409, said(listText, 'hiddenLimit'));
      }
    },

    async unhide(userId: number, profileId: number) {
      if (!(await repository.unhide(userId, profileId))) throw notFound(said(listText, 'notHidden'));
    },

    async hidden(user: { id: number }, query: { page: number; pageSize: number }, language: Language) {
      return page(await repository.hidden(user.id), user, query, language, false);
    },

    hiddenIds: (userId: number) => repository.hiddenIds(userId),
  };
}

export type ListsService = ReturnType<typeof createListsService>;
