import crypto from 'node:crypto';

import { createListings } from './public.listings.ts';
import { createMatches } from './public.matches.ts';
import { createReaders, type PublicDeps } from './public.readers.ts';
import { createProfileView } from './public.view.ts';

export { LATEST_COUNT, PROTECTED_DAILY_LIMIT, publicText, RANDOM_COUNT } from './public.texts.ts';

/**
 * What the public side answers, by what it serves: the lists of profiles (public.listings.ts), a
 * profile's page (public.view.ts) and the horoscope matches (public.matches.ts), over what they
 * all read of the person asking (public.readers.ts).
 */
export function createPublicService(deps: PublicDeps) {
  const readers = createReaders(deps);
  const { openSections, ...profileView } = createProfileView(deps);
  return {
    ...createListings(deps, readers),
    ...profileView,
    ...createMatches(deps, readers, openSections),
    viewer: readers.viewerOf,
  };
}

/** A visitor's daily view key: a hash of their address, never the address itself. */
export const anonymousKey = (ip: string, secret: string) =>
  crypto.createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 32);

export type PublicService = ReturnType<typeof createPublicService>;
