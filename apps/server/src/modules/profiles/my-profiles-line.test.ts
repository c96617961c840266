import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { OwnProfileListItem } from '@vivaha/shared/profile';

import { addProfile, callerOf, createMember } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/**
 * My Profiles carries the family's controls in one line per profile: who may see the contact
 * details, how many families have seen the protected details, and the requests waiting.
 */
describe('My Profiles: the controls line', () => {
  const t = useTestApp();
  const [family] = useMembers(t, 'line-family@example.lk');
  let bride: number;
  let other: number;

  const call = callerOf(() => t);
  const line = async (id: number) => {
    const response = await call('GET', '/api/profilecx', family);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as OwnProfileListItem[]).find((item) => item.profileId === id)!;
  };

  beforeAll(async () => {
    await t.database.db.execute(sql`update users set profile_limit = 5 where id = ${family.id}`);
    bride = await addProfile(t, family, { name: 'Sachini', sex: 2 });
    other = await addProfile(t, family, { name: 'Nadee', sex: 2 });
  });

  it('starts with the spec’s rule for the contact details, nobody seen and nothing waiting', async () => {
    expect(await line(bride)).toMatchObject({ contactShownTo: 'rule', seenBy: 0, requestsWaiting: 0 });
  });

  it('counts each family that opened the details once, and each request waiting, for that profile only', async () => {
    const looking = await createMember(t, 'line-looking@example.lk');
    await addProfile(t, looking, { name: 'Kasun', sex: 1 });
    for (let i = 0; i < 2; i++) expect((await call('GET', `/api/pp/${bride}`, looking)).statusCode).toBe(200);
    const asking = await createMember(t, 'line-asking@example.lk');
    const groom = await addProfile(t, asking, { name: 'Ruwan', sex: 1 });
    const asked = await call('POST', '/api/pp/requestpermision', asking, {
      requestingProfileId: groom,
      receiverProfileId: bride,
      receiverCustId: family.id,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await call('GET', `/api/pp/${bride}`, asking)).statusCode).toBe(200);

    expect(await line(bride)).toMatchObject({ seenBy: 2, requestsWaiting: 1 });
    expect(await line(other)).toMatchObject({ seenBy: 0, requestsWaiting: 0 });
  });

  it('follows the owner’s choice for the contact details', async () => {
    await call('PUT', `/api/profilecx/${bride}`, family, { contactvisibility: 'approved' });
    expect((await line(bride)).contactShownTo).toBe('approved');
    await call('PUT', `/api/profilecx/${bride}`, family, { contactvisibility: 'members' });
    await t.database.db.execute(sql`update profiles set contact_protected = false where id = ${bride}`);
    expect((await line(bride)).contactShownTo).toBe('everyone');
  });
});
