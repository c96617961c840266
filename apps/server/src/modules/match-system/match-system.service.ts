import { MATCH_SYSTEMS, type MatchSystem } from '@vivaha/shared/constants';
import { traditionOf } from '@vivaha/shared/horoscope/tradition';
import type { Language } from '@vivaha/shared/languages';
import { matchSystemMessages, type MatchSystemAnswer } from '@vivaha/shared/match-system';

import { notFound } from '#src/lib/http-errors.ts';
import { messages, said } from '#src/lib/messages.ts';

import type { MatchSystemRepository } from './match-system.repository.ts';

export const matchSystemText = messages('matchSystem', matchSystemMessages);

const isMatchSystem = (value: string | null): value is MatchSystem =>
  (MATCH_SYSTEMS as readonly (string | null)[]).includes(value);

/**
 * Which rule set a member's horoscope matches open on: the one they last chose, kept for the
 * member on the server so it follows them to every device; before any choice, their family's
 * tradition (`traditionOf`: the profile's community, else the page's language).
 */
export function createMatchSystems(repository: MatchSystemRepository) {
  return {
    async openingFor(userId: number, profileId: number, language: Language): Promise<MatchSystemAnswer> {
      const [ethnicity, chosen] = await Promise.all([
        repository.ownEthnicity(userId, profileId),
        repository.chosen(userId),
      ]);
      if (ethnicity === undefined) throw notFound(said(matchSystemText, 'notFound'));
      if (isMatchSystem(chosen)) return { system: chosen, remembered: true };
      return { system: traditionOf(ethnicity, language), remembered: false };
    },

    choose: (userId: number, system: MatchSystem) => repository.choose(userId, system),
  };
}

export type MatchSystems = ReturnType<typeof createMatchSystems>;
