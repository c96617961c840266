import { beforeEach } from 'vitest';

import { matchSystemMessages, type MatchSystemAnswer } from '@vivaha/shared/match-system';

import { calls, json } from './render';

const tamilNotRemembered = (): MatchSystemAnswer => ({ system: 'tamil', remembered: false });
const kept = () => json({ success: true, message: matchSystemMessages.saved });

/**
 * The server's side of the rule set a profile's horoscope matches open on, for the tests of a
 * describe block: what GET /api/matchsystem answers (`opening`) and how PUT takes a switch
 * (`saving`). Before each test it opens on Tamil porutham, not remembered, and keeps a switch.
 */
export function matchSystemServer(fetchMock: Parameters<typeof calls>[0]) {
  const server = {
    opening: tamilNotRemembered(),
    saving: kept,
    /** The answer to a call to /api/matchsystem. */
    answer: (init?: RequestInit) => (init?.method === 'PUT' ? server.saving() : json(server.opening)),
    /** The calls to /api/matchsystem made with `method`. */
    calls: (method: 'GET' | 'PUT') =>
      calls(fetchMock).filter((call) => call.url.pathname === '/api/matchsystem' && call.method === method),
  };
  beforeEach(() => {
    server.opening = tamilNotRemembered();
    server.saving = kept;
  });
  return server;
}
