import { beforeAll, describe, expect, it } from 'vitest';

import { addProfile, countRows, type Member } from './helpers.ts';
import { useAdmin, useMembers, useTestApp } from './use-test-app.ts';

/**
 * The owners' and the team's new calls answer a NUL byte, an id past any column and a wrong type
 * with 400 naming the problem, never 500, and store nothing.
 */
describe('odd input to the visibility, viewers, block, report and reports calls', () => {
  const t = useTestApp();
  const [member] = useMembers(t, 'edges@example.org');
  const admin = useAdmin(t, 'edges.team@example.org');
  let profile: number;
  const HUGE = '99999999999999999999';

  beforeAll(async () => {
    profile = await addProfile(t, member, { name: 'Edge' });
  });

  const send = (who: Member | undefined, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  it.each<[string, string, string, object | undefined, 'member' | 'admin' | 'visitor']>([
    ['a NUL in a choice', 'PUT', `/api/profilecx/{p}`, { photovisibility: 'appro\u0000ved' }, 'member'],
    ['a wrong type for a choice', 'PUT', `/api/profilecx/{p}`, { photovisibility: true }, 'member'],
    ['a huge profile id for the viewers', 'GET', `/api/profilecx/${HUGE}/viewers`, undefined, 'member'],
    ['a page that is not a number', 'GET', `/api/profilecx/{p}/viewers?page=abc`, undefined, 'member'],
    ['a huge id to block', 'POST', `/api/blocks/${HUGE}`, undefined, 'member'],
    ['an id to block that is not a number', 'DELETE', '/api/blocks/abc', undefined, 'member'],
    ['a huge page of blocks', 'GET', `/api/blocks?page=${HUGE}`, undefined, 'member'],
    ['a huge request id to withdraw', 'POST', `/api/pp/withdraw/${HUGE}`, undefined, 'member'],
    ['a NUL in a report', 'POST', `/api/pp/report/{p}`, { reason: 'other', text: 'fa\u0000ke' }, 'visitor'],
    ['a wrong type for a report reason', 'POST', `/api/pp/report/{p}`, { reason: 5 }, 'visitor'],
    ['a list as a report text', 'POST', `/api/pp/report/{p}`, { reason: 'other', text: ['x'] }, 'visitor'],
    ['a huge profile id to report', 'POST', `/api/pp/report/${HUGE}`, { reason: 'fake' }, 'visitor'],
    ['a wrong type for a decision', 'PUT', '/api/admin/reports/1', { action: 1 }, 'admin'],
    ['a huge report id', 'PUT', `/api/admin/reports/${HUGE}`, { action: 'dismiss' }, 'admin'],
    ['a NUL in a decision reason', 'PUT', '/api/admin/reports/1', { action: 'hide', reason: 'x\u0000' }, 'admin'],
    ['an unknown reports status', 'GET', '/api/admin/reports?status=all', undefined, 'admin'],
    ['a wrong type for allowing profiles', 'PUT', '/api/admin/users/1/creation', { allowed: 'yes' }, 'admin'],
  ])('%s answers 400', async (_, method, url, payload, as) => {
    const who = as === 'member' ? member : as === 'admin' ? admin : undefined;
    const response = await send(who, method, url.replace('{p}', String(profile)), payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(await countRows(t.database, 'reports')).toBe(0);
    expect(await countRows(t.database, 'blocks')).toBe(0);
    const stored = (await send(member, 'GET', `/api/profilecx/${profile}`)).json();
    expect(stored.photovisibility).toBe('members');
  });
});
