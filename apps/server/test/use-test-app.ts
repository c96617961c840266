import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll } from 'vitest';

import { createAdmin, createMember, createTestApp, type Member, type TestApp, type TestAppOptions } from './helpers.ts';

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

/**
 * The accounts a describe block's tests act as, one for each address, made in that order before
 * the block's own `beforeAll` (call it after `useTestApp`). Each is filled in once it is made.
 */
export function useMembers<const Emails extends readonly string[]>(
  t: TestApp,
  ...emails: Emails
): { [K in keyof Emails]: Member } {
  const members = emails.map(() => ({}) as Member);
  beforeAll(async () => {
    for (const [i, email] of emails.entries()) Object.assign(members[i]!, await createMember(t, email));
  });
  return members as { [K in keyof Emails]: Member };
}

/** The team account a describe block's tests act as, made before the block's own `beforeAll`. */
export function useAdmin(t: TestApp, email: string): Member {
  const admin = {} as Member;
  beforeAll(async () => {
    Object.assign(admin, await createAdmin(t, email));
  });
  return admin;
}

/**
 * A folder standing for the web app's build, with `indexHtml` as its index.html, made now (the
 * test app takes it when the block is defined) and removed after the block. Call it before
 * `useTestApp`, so the app is closed before the folder goes.
 */
export function useWebRoot(prefix: string, indexHtml: string): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));
  return webRoot;
}
