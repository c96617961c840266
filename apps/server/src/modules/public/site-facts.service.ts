import type { SiteFacts } from '@vivaha/shared/public';

import { createExpiringMap } from '#src/lib/expiring-map.ts';

import type { SiteFactsRepository } from './site-facts.repository.ts';

/** How long each server keeps the homepage's counts: a new profile shows in them a little later. */
export const SITE_FACTS_SECONDS = 10 * 60;

/**
 * The homepage's trust facts (GET /api/pp/facts), the same for everyone: read from the database
 * at most once in ten minutes per server, and requests arriving while they are read wait for that
 * one reading (as the browse counts do).
 */
export function createSiteFactsService(
  repository: Pick<SiteFactsRepository, 'counts'>,
  { seconds = SITE_FACTS_SECONDS, now }: { seconds?: number; now?: () => number } = {},
) {
  const kept = createExpiringMap<SiteFacts>({ seconds, max: 1, ...(now ? { now } : {}) });
  let reading: Promise<SiteFacts> | undefined;

  async function read() {
    const counts = await repository.counts();
    kept.set('all', counts);
    return counts;
  }

  return {
    async facts(): Promise<SiteFacts> {
      const facts = kept.get('all');
      if (facts) return facts;
      reading ??= read().finally(() => (reading = undefined));
      return reading;
    },
  };
}

export type SiteFactsService = ReturnType<typeof createSiteFactsService>;
