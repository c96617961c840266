import { sql } from 'drizzle-orm';

import { ACTIVE_STATUS } from '@vivaha/shared/constants';
import { profileFormSchema } from '@vivaha/shared/profile';

import { bulkInsert } from '#src/db/bulk-insert.ts';
import { queryRows, type Db } from '#src/db/client.ts';
import { profiles, users } from '#src/db/schema.ts';
import { publishedProfile } from '#src/modules/access/index.ts';
import { decoy } from '#src/modules/identity/secrets.ts';
import { formToColumns } from '#src/modules/profiles/profile-mapper.ts';

import { generateDemoProfiles } from './demo-data.ts';

/** Rows per statement: each column is one array parameter, so a batch may be large. */
const BATCH = 5_000;
const DAY_MS = 86_400_000;

export interface SeedOptions {
  profiles: number;
  seed: number;
  /** Share of profiles left waiting for review (Inactive); the rest are published. */
  pendingShare?: number;
}

/**
 * Fills the database with believable demo profiles and their owners. Owners get a password no
 * one knows (a hash of random bytes), so nobody can sign in as a demo family.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<{ owners: number; profiles: number }> {
  const demo = generateDemoProfiles(options.profiles, options.seed);
  const unusableHash = await decoy();
  const now = Date.now();
  const pendingShare = options.pendingShare ?? 0.05;

  // Each owner's first profile, found in one pass (a search per owner grew with the square of the count).
  const firstOf = new Map<string, (typeof demo)[number]>();
  for (const item of demo) if (!firstOf.has(item.ownerEmail)) firstOf.set(item.ownerEmail, item);
  const ownerEmails = [...firstOf.keys()];
  const ownerIds = new Map<string, number>();
  for (let start = 0; start < ownerEmails.length; start += BATCH) {
    const batch = ownerEmails.slice(start, start + BATCH).map((email) => {
      const first = firstOf.get(email)!;
      return {
        email,
        passwordHash: unusableHash,
        customerName: first.ownerName,
        lastLoginAt: new Date(now - first.lastSeenDaysAgo * DAY_MS),
        createdAt: new Date(now - first.createdDaysAgo * DAY_MS),
      };
    });
    const rows = await queryRows<{ id: number; email: string }>(
      db,
      bulkInsert(users, batch, sql`on conflict do nothing returning id, email`),
    );
    for (const row of rows) ownerIds.set(row.email, row.id);
  }

  let inserted = 0;
  for (let start = 0; start < demo.length; start += BATCH) {
    const values = demo
      .slice(start, start + BATCH)
      .filter((item) => ownerIds.has(item.ownerEmail))
      .map((item, index) => {
        const pending = (start + index) % Math.round(1 / pendingShare) === 0;
        return {
          ...formToColumns(profileFormSchema.parse(item.form)),
          ownerId: ownerIds.get(item.ownerEmail)!,
          active: pending ? ACTIVE_STATUS.inactive : ACTIVE_STATUS.active,
          reviewed: !pending,
          createdAt: new Date(now - item.createdDaysAgo * DAY_MS),
          updatedAt: new Date(now - item.lastSeenDaysAgo * DAY_MS),
          lastSeenAt: new Date(now - item.lastSeenDaysAgo * DAY_MS),
        };
      });
    if (!values.length) continue;
    await db.execute(bulkInsert(profiles, values));
    inserted += values.length;
  }
  // One published profile in six has had its NIC checked, so the badge and "Verified only" have
  // something to show. A demo profile has no real number: its check's hash is made from its id.
  await db.execute(sql`insert into profile_checks (profile_id, kind, result, subject, dob, sex)
    select id, 'nic', 'consistent', md5('demo-nic-' || id), dob, sex from profiles
    where ${publishedProfile} and id % ${NIC_CHECKED_EVERY} = 0
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze profiles`);
  await db.execute(sql`vacuum analyze profile_checks`);
  return { owners: ownerIds.size, profiles: inserted };
}

/** Every this many demo profiles, one shows "NIC checked". */
const NIC_CHECKED_EVERY = 6;

export async function hasProfiles(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select exists (select 1 from profiles) as found`)) as unknown as {
    rows: Array<{ found: boolean }>;
  };
  return Boolean(result.rows[0]?.found);
}
