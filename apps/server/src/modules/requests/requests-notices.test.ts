import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { askToSee, createMember, type Member, profileForm } from '../../../test/helpers.ts';
import { mailHourPasses } from '../../../test/mail-jobs.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/** The request notices through the real mail queue: at most one mail an hour per asking member. */
describe('request notices to an owner', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  const [owner] = useMembers(t, 'notices.owner@example.lk');
  let bride: number;
  let sister: number;

  async function profileOf(member: Member, name: string, sex: number, active: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm({ name, sex }),
      headers: member.auth,
    });
    const id = response.json().profileId as number;
    await t.database.db.execute(sql`update profiles set active = ${active} where id = ${id}`);
    return id;
  }
  const ask = (member: Member, requestingProfileId: number, receiverProfileId: number) =>
    askToSee(t, member, requestingProfileId, owner, receiverProfileId);
  /** Delivers what is due; the mails the owner got. */
  async function ownerMails() {
    t.mailer.sent.length = 0;
    await t.drainMail();
    return t.mailer.sent.filter((mail) => mail.to === 'notices.owner@example.lk');
  }
  const anHourLater = () => mailHourPasses(t.database);

  beforeAll(async () => {
    bride = await profileOf(owner, 'Sachini', 2, 1);
    sister = await profileOf(owner, 'Hiruni', 2, 1);
  });

  it('sends one mail for requests made before it leaves, and holds later ones for an hour', async () => {
    const family = await createMember(t, 'one.family@example.lk');
    const first = await profileOf(family, 'Amila', 1, 0);
    const second = await profileOf(family, 'Buddhika', 1, 0);
    const third = await profileOf(family, 'Chanaka', 1, 0);
    expect((await ask(family, first, bride)).statusCode).toBe(200);
    expect((await ask(family, second, sister)).statusCode).toBe(200);

    const [notice, ...more] = await ownerMails();
    expect(more).toHaveLength(0);
    expect(notice?.subject).toBe("2 requests to see your profiles' details on Vivaha");
    expect(notice?.text).toContain(`Amila (profile ${first}) asks to see Sachini (profile ${bride})`);
    expect(notice?.text).toContain(`Buddhika (profile ${second}) asks to see Hiruni (profile ${sister})`);

    // Within the hour: nothing more goes out, however many requests come.
    expect((await ask(family, third, bride)).statusCode).toBe(200);
    expect(await ownerMails()).toHaveLength(0);

    // An hour after the last notice: one mail, with every request still waiting.
    await anHourLater();
    const [next, ...others] = await ownerMails();
    expect(others).toHaveLength(0);
    expect(next?.subject).toBe("3 requests to see your profiles' details on Vivaha");
    for (const name of ['Amila', 'Buddhika', 'Chanaka']) expect(next?.text).toContain(`${name} (profile`);
  });

  it('keeps each asking member’s notices apart', async () => {
    const other = await createMember(t, 'other.family@example.lk');
    const asking = await profileOf(other, 'Dimuth', 1, 0);
    expect((await ask(other, asking, bride)).statusCode).toBe(200);
    const [notice, ...more] = await ownerMails();
    expect(more).toHaveLength(0);
    expect(notice?.subject).toBe("Dimuth asks to see Sachini's details on Vivaha");
    expect(notice?.text).not.toContain('Amila');
  });
});
