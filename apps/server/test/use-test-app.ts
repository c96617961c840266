import { afterAll, beforeAll } from 'vitest';

import { createTestApp, type TestApp, type TestAppOptions } from './helpers.ts';

/**
 * The test app of a describe block: built before its tests, closed after them. Call it first in
 * the block, so the block's own `beforeAll` runs once the app is there and its `afterAll` before
 * the app is closed.
 */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env, options));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}
