import { beforeEach } from 'vitest';

import type { ProfileChecks } from '@vivaha/shared/verification';

import { json, stubbedFetch } from './render';

/** A profile no check has been asked for yet. */
export const noChecks: ProfileChecks = {
  phone: null,
  nic: null,
  photo: null,
  phoneCode: null,
  photoCheck: null,
  verified: [],
};

/** The checks the stubbed server holds; a test may set them. */
interface StoredChecks {
  stored: ProfileChecks;
}

/** Answers a call that changes a profile's checks (and may store new ones); undefined for any other call. */
type ChangeAnswer = (url: URL, init: RequestInit | undefined, checks: StoredChecks) => Response | undefined;

/**
 * For the tests of a describe block: fetch serves a profile's checks, none at the start of each
 * test. A call that changes them is answered by `change`; any other call with what is stored.
 * Answers the stub and the stored checks.
 */
export function stubbedChecks(change: ChangeAnswer) {
  const checks: StoredChecks = { stored: noChecks };
  beforeEach(() => {
    checks.stored = noChecks;
  });
  const fetchMock = stubbedFetch(async (url, init) => change(url, init, checks) ?? json(checks.stored));
  return { fetchMock, checks };
}
