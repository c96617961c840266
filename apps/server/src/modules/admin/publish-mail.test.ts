import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { mailTexts } from '#src/modules/mail/mail-texts.ts';

import { createMember, type Member, profileForm } from '../../../test/helpers.ts';
import { useAdmin, useTestApp } from '../../../test/use-test-app.ts';

describe('the owner’s mail when the team first publishes a profile', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  const admin = useAdmin(t, 'publisher@example.lk');
  let family: Member;
  let sinhala: Member;

  const as = (who: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who.auth });
  const create = async (owner: Member, overrides: Record<string, unknown> = {}) =>
    (await as(owner, 'POST', '/api/profilecx', profileForm(overrides))).json().profileId as number;
  const publish = async (profileId: number, ownerId: number) => {
    const response = await as(admin, 'PUT', `/api/admin/publish/${profileId}?ownerid=${ownerId}`);
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The mails that left since the last look, after the queue has been drained. */
  const sent = async () => {
    await t.drainMail();
    return t.mailer.sent.splice(0);
  };

  beforeAll(async () => {
    family = await createMember(t, 'family@example.lk');
    sinhala = await createMember(t, 'sinhala@example.lk');
    await t.database.db.execute(sql`update users set language = 'si' where id = ${sinhala.id}`);
    await t.database.db.execute(sql`update users set profile_limit = 20`);
  });
  beforeEach(async () => {
    await sent();
  });

  it('mails the owner once, in English, with the address and who may see the protected details', async () => {
    const id = await create(family, { name: 'Nimali Perera' });
    // Photos for approved members only; contact details open to everyone; the horoscope by the rule.
    await t.database.db.execute(
      sql`update profiles set photo_visibility = 'approved', contact_protected = false where id = ${id}`,
    );
    await publish(id, family.id);
    const mails = await sent();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe('family@example.lk');
    expect(mail!.subject).toBe('Your profile Nimali Perera is now published on Vivaha');
    expect(mail!.text).toContain(`https://vivaha.example.org/profile/${id}_Nimali_Perera`);
    expect(mail!.text).toContain(`- Photos: ${mailTexts['profilePublished.approved']}`);
    expect(mail!.text).toContain(`- Contact details: ${mailTexts['profilePublished.everyone']}`);
    expect(mail!.text).toContain(`- Horoscope: ${mailTexts['profilePublished.members']}`);
    expect(mail!.text).toContain(`https://vivaha.example.org/profiles/${id}`);
    expect(mail!.html).toContain(`href="https://vivaha.example.org/profile/${id}_Nimali_Perera"`);

    // Published again, as it is: nothing new to say.
    await publish(id, family.id);
    expect(await sent()).toEqual([]);
  });

  it('writes in the owner’s language', async () => {
    const id = await create(sinhala, { name: 'Kumari' });
    await publish(id, sinhala.id);
    const [mail, ...more] = await sent();
    expect(more).toEqual([]);
    expect(mail!.to).toBe('sinhala@example.lk');
    expect(mail!.subject).toBe('ඔබේ Kumari පැතිකඩ දැන් Vivaha හි ප්‍රසිද්ධ කර ඇත');
    expect(mail!.text).toContain(`https://vivaha.example.org/si/profile/${id}_Kumari`);
    expect(mail!.text).toContain('- කේන්දරය: ');
    expect(mail!.text).not.toContain('Horoscope');
  });

  it('sends nothing when an edited profile is published again', async () => {
    const id = await create(family, { name: 'Dilani' });
    await publish(id, family.id);
    expect(await sent()).toHaveLength(1);
    // The owner changes the published profile; the change waits for the team.
    const edited = await as(family, 'PUT', `/api/profilecx/${id}`, profileForm({ name: 'Dilani Silva' }));
    expect(edited.json()).toMatchObject({ pendingReview: true });
    await publish(id, family.id);
    expect(await sent()).toEqual([]);
    // Suspended, then published once more: still not the first time.
    await t.database.db.execute(sql`update profiles set active = 60 where id = ${id}`);
    await publish(id, family.id);
    expect(await sent()).toEqual([]);
  });

  it('mails once when two Publish clicks arrive together', async () => {
    const id = await create(family, { name: 'Twice' });
    await Promise.all([publish(id, family.id), publish(id, family.id)]);
    expect(await sent()).toHaveLength(1);
  });

  it('mails the member a profile the team made for them, and no one for a profile the team keeps', async () => {
    const adminForm = (overrides: Record<string, unknown>) => ({
      ...profileForm(overrides),
      active: 0,
      reviewed: false,
    });
    const forFamily = await as(
      admin,
      'POST',
      '/api/admin/profile',
      adminForm({ name: 'Made', ownerEmail: 'family@example.lk' }),
    );
    await publish(forFamily.json().profileId, family.id);
    expect((await sent()).map((mail) => mail.to)).toEqual(['family@example.lk']);

    // Made for nobody: it belongs to the admin's own account.
    const kept = await as(admin, 'POST', '/api/admin/profile', adminForm({ name: 'Team Sample' }));
    await publish(kept.json().profileId, admin.id);
    expect(await sent()).toEqual([]);
  });

  it('says nothing while reports hold the profile back (the reports’ decision tells the owner)', async () => {
    const id = await create(family, { name: 'Held' });
    await t.database.db.execute(sql`update profiles set report_hold = true where id = ${id}`);
    await publish(id, family.id);
    expect(await sent()).toEqual([]);
  });
});
