import { ageOn } from '@vivaha/shared/dates';
import {
  listMessages,
  NEW_COUNT_CAP,
  SAVED_SEARCH_LIMIT,
  savedFiltersAnswerSchema,
  savedFiltersSchema,
  savedSearchMessages,
  type Preferences,
  type SavedFilters,
  type SavedSearch,
} from '@vivaha/shared/lists';
import type { MatchSystem } from '@vivaha/shared/match';

import { badRequest, httpError, notFound } from '#src/lib/http-errors.ts';
import { messages, said, type Said } from '#src/lib/messages.ts';

import type { SavedSearchesRepository } from './saved-searches.repository.ts';

export const savedSearchText = messages('savedSearches', savedSearchMessages);

/** The youngest age a suggestion starts at: the age of marriage in Sri Lanka. */
const ADULT = 18;

interface Deps {
  repository: SavedSearchesRepository;
  /** Profiles meeting the filters first published since `since`, as this member finds them. */
  newCounts: (
    searches: ReadonlyArray<SavedSearchQuery & { since: Date }>,
    user: { id: number },
    cap: number,
  ) => Promise<number[]>;
  /** Why one of the member's profiles cannot have its horoscope matched; undefined when it can. */
  unmatchable: (user: { id: number }, profileId: number) => Promise<Said | undefined>;
}

/**
 * A suggestion for a profile that has no partner preferences yet: the other sex, and an age band
 * around the profile's own (a groom's from 8 years younger to 2 older, a bride's from 2 younger to
 * 8 older), nothing else: religion, ethnicity and the rest are the family's to choose.
 */
export function suggestedFilters(profile: { sex: number; dob: string }): SavedFilters {
  const age = ageOn(profile.dob);
  const groom = profile.sex === 1;
  // Ages are two digits in a search: a profile of someone very old gets 99.
  const from = Math.min(99, Math.max(ADULT, groom ? age - 8 : age - 2));
  const to = Math.min(99, Math.max(from, groom ? age + 2 : age + 8));
  return savedFiltersSchema.parse({ sx: groom ? 2 : 1, af: String(from), at: String(to) });
}

/** Saved searches and partner preferences (lists.ts): each member's own, ten at most. */
/** A saved search as the new counts and mails read it: its filters, and "horoscope must match" when set. */
export interface SavedSearchQuery {
  filters: SavedFilters;
  horoscope: { profileId: number; system: MatchSystem } | null;
}

/** A stored search's "horoscope must match", as the counts and mails take it. */
export const horoscopeOf = (row: { profileId: number | null; horoscopeSystem: string | null }) =>
  row.profileId && row.horoscopeSystem
    ? { profileId: row.profileId, system: row.horoscopeSystem as MatchSystem }
    : null;

export function createSavedSearchesService({ repository, newCounts, unmatchable }: Deps) {
  async function ownProfile(userId: number, profileId: number) {
    const profile = await repository.ownProfile(userId, profileId);
    // Another member's profile is as good as not there.
    if (!profile) throw notFound(said(listMessages, 'notFound'));
    return profile;
  }

  return {
    async list(user: { id: number }): Promise<{ items: SavedSearch[] }> {
      const rows = (await repository.list(user.id)).map((row) => ({
        ...row,
        filters: savedFiltersAnswerSchema.parse(row.filters),
      }));
      const counts = await newCounts(
        rows.map((row) => ({ filters: row.filters, horoscope: horoscopeOf(row), since: row.lastSeenAt })),
        user,
        NEW_COUNT_CAP,
      );
      return {
        items: rows.map((row, index) => ({
          id: row.id,
          name: row.name,
          filters: row.filters,
          profileId: row.profileId,
          horoscopeSystem: (row.horoscopeSystem as MatchSystem | null) ?? null,
          newCount: counts[index]!,
          lastSeenOn: row.lastSeenAt.toISOString(),
        })),
      };
    },

    async add(user: { id: number }, name: string, filters: SavedFilters) {
      const made = await repository.add(user.id, name, filters, SAVED_SEARCH_LIMIT);
      if (!made) throw httpError(409, said(savedSearchText, 'limit'));
      return made.id;
    },

    async change(user: { id: number }, id: number, name: string, filters: SavedFilters) {
      if (await repository.change(user.id, id, name, filters)) return;
      const found = await repository.find(user.id, id);
      if (found?.profileId) throw httpError(409, said(savedSearchText, 'preferencesDelete'));
      throw notFound(said(savedSearchText, 'notFound'));
    },

    async remove(user: { id: number }, id: number) {
      if (await repository.remove(user.id, id)) return;
      const found = await repository.find(user.id, id);
      if (found?.profileId) throw httpError(409, said(savedSearchText, 'preferencesDelete'));
      throw notFound(said(savedSearchText, 'notFound'));
    },

    async seen(user: { id: number }, id: number) {
      if (!(await repository.seen(user.id, id))) throw notFound(said(savedSearchText, 'notFound'));
    },

    async preferences(user: { id: number }, profileId: number): Promise<Preferences> {
      const profile = await ownProfile(user.id, profileId);
      const saved = await repository.preferences(profile.id);
      if (!saved) {
        return { filters: suggestedFilters(profile), horoscopeSystem: null, saved: false, savedSearchId: null };
      }
      return {
        filters: savedFiltersAnswerSchema.parse(saved.filters),
        horoscopeSystem: (saved.horoscopeSystem as MatchSystem | null) ?? null,
        saved: true,
        savedSearchId: saved.id,
      };
    },

    async setPreferences(
      user: { id: number },
      profileId: number,
      body: { filters: SavedFilters; horoscopeSystem: MatchSystem | null },
    ) {
      const profile = await ownProfile(user.id, profileId);
      // A rule that could never be met would quietly keep every new profile out of the counts and mails.
      const reason = body.horoscopeSystem ? await unmatchable(user, profile.id) : undefined;
      if (reason) throw badRequest(reason, { horoscopeSystem: reason });
      const saved = await repository.setPreferences(user.id, profile, body.filters, body.horoscopeSystem);
      return saved.id;
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
