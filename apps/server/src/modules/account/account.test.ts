import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '#src/db/client.ts';
import { identityText } from '#src/modules/identity/identity.service.ts';

import {
  addProfile,
  addReviewedPhoto,
  approveRequest,
  callerOf,
  createMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.ts';
import { useAdmin, useTestApp } from '../../../test/use-test-app.ts';

import { DELETED_ACCOUNT } from './account.repository.ts';
import { accountText } from './account.service.ts';

const PASSWORD = 'Kandy#2026a';
const EMAIL = 'perera.family@example.org';

/**
 * Every row of every table (the portal's and the job queue's) whose text holds `needle`, as
 * `table.column`: what a reader of the database could still find of a deleted account.
 */
async function rowsHolding(t: TestApp, needle: string): Promise<string[]> {
  const columns = await queryRows<{ table_schema: string; table_name: string; column_name: string }>(
    t.database.db,
    sql`select c.table_schema, c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
        where c.table_schema in ('public', 'pgboss') and tb.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'jsonb', 'json')`,
  );
  const found: string[] = [];
  for (const column of columns) {
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from ${sql.identifier(column.table_schema)}.${sql.identifier(column.table_name)}
          where strpos(lower(${sql.identifier(column.column_name)}::text), ${needle.toLowerCase()}) > 0`,
    );
    if (row!.count > 0) found.push(`${column.table_schema}.${column.table_name}.${column.column_name}`);
  }
  return found;
}

/** Delete my account (Sri Lanka's Personal Data Protection Act: the right to erasure). */
describe('deleting an account', () => {
  const t = useTestApp();
  const admin = useAdmin(t, 'team@example.org');
  let family: Member;
  let other: Member;
  let third: Member;
  let bride: number;
  let sister: number;
  let groom: number;
  let thirdGroom: number;
  let photoKeys: string[];

  const call = callerOf(() => t);
  const deleteAccount = (who: Member | undefined, password: string) =>
    call('POST', '/identity/deleteaccount', who, { password });

  beforeAll(async () => {
    family = await createMember(t, EMAIL, PASSWORD);
    other = await createMember(t, 'silva.family@example.org');
    third = await createMember(t, 'fernando.family@example.org');
    await call('POST', '/identity/updateuser', family, {
      title: 'Mrs.',
      customerName: 'Chandrika Perera',
      organization: '',
      address1: '12 Lake Road',
      address2: '',
      city: 'Kandy',
      postcode: '20000',
      phone1: '',
      phone2: '',
      fax: '',
      mobile: '+94 77 765 4321',
      countryId: 129,
    });
    bride = await addProfile(t, family, {
      name: 'Ishara Kumudini',
      sex: 2,
      mobile: '+94 71 555 0101',
      email: 'ishara.perera@example.org',
    });
    sister = await addProfile(t, family, { name: 'Dilrukshi Anoma', sex: 2, mobile: '+94 71 555 0202' });
    groom = await addProfile(t, other, { name: 'Lahiru', sex: 1, mobile: '+94 71 222 3333' });
    thirdGroom = await addProfile(t, third, { name: 'Kasun', sex: 1 });
    photoKeys = [await addReviewedPhoto(t, family, bride), await addReviewedPhoto(t, family, sister)];

    // Requests both ways, approved: each family sees the other's details.
    await approveRequest(t, family, bride, other, groom);
    await approveRequest(t, other, groom, family, sister);
    // Each side opens the other's details, and the groom's page is counted as seen.
    expect((await call('GET', `/api/pp/${groom}`, family)).statusCode).toBe(200);
    expect((await call('GET', `/api/pp/${sister}`, other)).statusCode).toBe(200);
    // Lists, searches, a draft, a block, a report, a contact message, a waiting address change.
    expect((await call('POST', `/api/shortlist/${groom}`, family, {})).statusCode).toBe(200);
    expect((await call('POST', `/api/hidden/${thirdGroom}`, family)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/savedsearches', family, { name: 'Doctors in Kandy', filters: { sx: 1 } })).statusCode,
    ).toBe(201);
    expect(
      (
        await call('PUT', '/api/profilecx/draft', family, {
          step: 'basics',
          profileFor: 'daughter',
          values: { name: 'Nadeesha Perera' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/blocks/${thirdGroom}`, family)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/pp/report/${groom}`, family, { reason: 'money', text: 'Asked us to pay a fee.' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/contact', undefined, {
          name: 'Chandrika Perera',
          email: EMAIL,
          subject: 'Other Issues',
          message: 'Please help us with our daughter’s profile photo.',
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect(
      (await call('POST', '/identity/changeemail', family, { email: 'new.perera@example.org', password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    // The team publishes the bride's profile: its record names her and the account.
    expect((await call('PUT', `/api/admin/publish/${bride}?ownerid=${family.id}`, admin)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`insert into admin_audit (admin_id, admin_email, action, profile_id, user_id, details)
          values (${admin.id}, 'team@example.org', 'limit', null, ${family.id},
                  ${`Profile limit of ${EMAIL} set to 4 for "Ishara Kumudini".`})`,
    );
    await t.drainMail();
  });

  it('needs the password again: a wrong one is refused on its field and nothing changes', async () => {
    const before = await rowsHolding(t, EMAIL);
    const wrong = await deleteAccount(family, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ password: identityText.oldPasswordWrong });
    const empty = await deleteAccount(family, '');
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fieldErrors)).toEqual(['password']);
    expect(await rowsHolding(t, EMAIL)).toEqual(before);
    expect((await call('GET', '/identity/me', family)).statusCode).toBe(200);
  });

  it('is refused to a visitor, and to a team account', async () => {
    expect((await deleteAccount(undefined, PASSWORD)).statusCode).toBe(401);
    const team = await deleteAccount(admin, PASSWORD);
    expect(team.statusCode).toBe(409);
    expect(team.json().returnText).toBe(accountText.teamAccount);
    expect((await call('GET', '/identity/me', admin)).statusCode).toBe(200);
  });

  it('deletes the account and everything of it, leaving nothing personal in any table', async () => {
    t.mailer.sent.length = 0;
    const [before] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from reports where reporter_id = ${family.id}`,
    );
    expect(before!.count).toBe(1);
    const deleted = await deleteAccount(family, PASSWORD);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().returnText).toBe(accountText.deleted);

    // Signed out everywhere, the profiles gone for everyone.
    expect((await call('GET', '/identity/me', family)).statusCode).toBe(401);
    for (const id of [bride, sister]) {
      expect((await call('GET', `/api/pp/${id}`, other)).statusCode).toBe(404);
      expect((await call('GET', `/api/pp/${id}`)).statusCode).toBe(404);
    }
    // The other family's approvals and requests with it are gone at once.
    const approvals = (await call('GET', '/api/pp/myapprovals?status=1', other)).json<{ items: unknown[] }>();
    const requests = (await call('GET', '/api/pp/myrequests', other)).json<{ items: unknown[] }>();
    expect(approvals.items).toEqual([]);
    expect(requests.items).toEqual([]);

    // One mail, to the old address, and not kept once sent.
    await t.drainMail();
    expect(t.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([[EMAIL, 'Your Vivaha account was deleted']]);

    // Nothing of the account in any table: its addresses, names, numbers and key.
    for (const needle of [
      EMAIL,
      'new.perera@example.org',
      'ishara.perera@example.org',
      'Ishara Kumudini',
      'Dilrukshi Anoma',
      'Chandrika Perera',
      'Nadeesha Perera',
      'Doctors in Kandy',
      '+94715550101',
      '555 0101',
      '+94777654321',
      '765 4321',
    ]) {
      expect(await rowsHolding(t, needle), needle).toEqual([]);
    }
    const [left] = await queryRows<Record<string, number>>(
      t.database.db,
      sql`select
            (select count(*)::int from users where id = ${family.id}) as users,
            (select count(*)::int from profiles where owner_id = ${family.id}) as profiles,
            (select count(*)::int from profile_images where profile_id in (${bride}, ${sister})) as images,
            (select count(*)::int from access_requests where requester_profile_id in (${bride}, ${sister})
                                                    or receiver_profile_id in (${bride}, ${sister})) as requests,
            (select count(*)::int from protected_views where viewer_id = ${family.id}
                                                    or profile_id in (${bride}, ${sister})) as opened,
            (select count(*)::int from profile_views where viewer_key = ${`u:${family.id}`}
                                                  or profile_id in (${bride}, ${sister})) as views,
            (select count(*)::int from sessions where user_id = ${family.id}) as sessions,
            (select count(*)::int from shortlist where user_id = ${family.id}) as shortlist,
            (select count(*)::int from hidden_profiles where user_id = ${family.id}) as hidden,
            (select count(*)::int from saved_searches where user_id = ${family.id}) as searches,
            (select count(*)::int from profile_drafts where user_id = ${family.id}) as drafts,
            (select count(*)::int from blocks where blocker_id = ${family.id} or blocked_id = ${family.id}) as blocks,
            (select count(*)::int from email_changes where user_id = ${family.id}) as email_changes,
            (select count(*)::int from contact_keys where owner_id = ${family.id}) as contact_keys,
            (select count(*)::int from reports where reporter_key = ${`u:${family.id}`}) as reporter_keys`,
    );
    expect(
      Object.values(left!).every((count) => count === 0),
      JSON.stringify(left),
    ).toBe(true);

    // The photos' files are gone from storage.
    const files = await t.storedFiles();
    for (const key of photoKeys) expect(files.filter((name) => name.startsWith(key))).toEqual([]);

    // The report stays for the team, from a deleted account.
    const [report] = await queryRows<{ reporter_id: number | null; reporter_key: string; text: string }>(
      t.database.db,
      sql`select reporter_id, reporter_key, text from reports where profile_id = ${groom}`,
    );
    expect(report).toMatchObject({ reporter_id: null, text: 'Asked us to pay a fee.' });
    const queue = (await call('GET', '/api/admin/reports', admin)).json<{
      items: Array<{ reports: Array<{ reporterEmail: string | null; reporterDeleted: boolean }> }>;
    }>();
    expect(queue.items.flatMap((item) => item.reports)).toEqual([
      expect.objectContaining({ reporterEmail: null, reporterDeleted: true }),
    ]);

    // The team's record keeps what the team did, naming a deleted account instead.
    const audit = await queryRows<{ action: string; details: string }>(
      t.database.db,
      sql`select action, details from admin_audit where user_id = ${family.id} or profile_id = ${bride}`,
    );
    expect(audit.map((row) => row.action).sort()).toEqual(['limit', 'publish']);
    expect(audit.find((row) => row.action === 'limit')?.details).toBe(
      `Profile limit of ${DELETED_ACCOUNT} set to 4 for "${DELETED_ACCOUNT}".`,
    );
  });

  it('leaves the address free to register again as a new account', async () => {
    t.mailer.sent.length = 0;
    const again = await call('POST', '/identity/createotp', undefined, { email: EMAIL, password: 'Galle#Fort2027' });
    expect(again.statusCode).toBe(200);
    await t.drainMail();
    expect(t.mailer.sent[0]?.subject).toBe('Your Vivaha registration code');
  });
});
