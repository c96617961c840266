import { sql } from 'drizzle-orm';

import { queryRows, type Db } from '#src/db/client.ts';
import { DELETED_REPORTER, memberKey } from '#src/lib/actor-keys.ts';
import { JOBS_SCHEMA } from '#src/lib/jobs.ts';
import { MAIL_QUEUES } from '#src/modules/mail/index.ts';

/** What the team's records show where a deleted member's address or profile name stood. */
export const DELETED_ACCOUNT = 'deleted account';

/**
 * A member's data across the tables, for the member's own rights: deleting the account. Reaches
 * into every table by design, as a backup does; each step says what happens to whose data.
 */
export function createAccountRepository(db: Db) {
  return {
    /**
     * Deletes the account and everything of it in one transaction, and answers the storage keys of
     * its photos (the files go after the commit). What stays: the reports the member made (for the
     * team, the reporter shown as a deleted account) and the team's audit record (the member's
     * address and profile names replaced by "deleted account").
     */
    async erase(user: { id: number; email: string }): Promise<string[]> {
      const email = user.email.toLowerCase();
      return db.transaction(async (tx) => {
        const owned = await queryRows<{ id: number; name: string }>(
          tx,
          sql`select id, name from profiles where owner_id = ${user.id} for update`,
        );
        const ids = owned.map((row) => row.id);
        const keys = ids.length
          ? await queryRows<{ storage_key: string }>(
              tx,
              sql`select storage_key from profile_images where profile_id in ${ids}
                  union all
                  select selfie_key from photo_checks where profile_id in ${ids} and selfie_key is not null`,
            )
          : [];

        // The team's record keeps what the team did, without the member's address or names.
        const aboutMember = ids.length
          ? sql`(user_id = ${user.id} or profile_id in ${ids} or strpos(lower(details), ${email}) > 0)`
          : sql`(user_id = ${user.id} or strpos(lower(details), ${email}) > 0)`;
        await tx.execute(
          sql`update admin_audit set details = regexp_replace(details, ${escapeRegExp(email)}, ${DELETED_ACCOUNT}, 'gi')
              where ${aboutMember}`,
        );
        for (const { name } of owned) {
          if (!name.trim()) continue;
          await tx.execute(
            sql`update admin_audit set details = replace(details, ${`"${name}"`}, ${`"${DELETED_ACCOUNT}"`})
                where ${aboutMember}`,
          );
        }

        // Reports the member made stay for the team, no longer tied to anyone.
        await tx.execute(
          sql`update reports set reporter_id = null, reporter_key = ${DELETED_REPORTER} || id
              where reporter_id = ${user.id} or reporter_key = ${memberKey(user.id)}`,
        );
        // The days the member looked at others' profiles.
        await tx.execute(sql`delete from profile_views where viewer_key = ${memberKey(user.id)}`);
        // The profiles, with their photos' rows, requests both ways (so approvals end), the looks
        // at their details, reports about them, contact keys, and others' saves of them.
        if (ids.length) await tx.execute(sql`delete from profiles where id in ${ids}`);
        // What the address wrote or was sent outside the account.
        await tx.execute(sql`delete from contact_messages where lower(email) = ${email}`);
        await tx.execute(sql`delete from one_time_codes where lower(email) = ${email}`);
        await tx.execute(sql`delete from rate_limits where strpos(lower(key), ${email}) > 0`);
        await tx.execute(sql`delete from mail_queue where lower(recipient) = ${email}`);
        // Mails to the address (and to a new address it was moving to), and the team's copies of
        // what it wrote (answered to it).
        const moving = await queryRows<{ address: string }>(
          tx,
          sql`select lower(new_email) as address from email_changes where user_id = ${user.id}`,
        );
        const addresses = [email, ...moving.map((row) => row.address)];
        await tx.execute(
          sql`delete from ${sql.identifier(JOBS_SCHEMA)}.job
              where name in ${MAIL_QUEUES}
                and (lower(data->>'to') in ${addresses} or lower(data->>'replyTo') = ${email})`,
        );
        // Mails already sent to others that named one of its profiles: the record of them goes
        // (a mail still waiting may tell of others too, and is left to go).
        for (const { name } of owned) {
          if (name.trim().length < 2) continue;
          await tx.execute(
            sql`delete from ${sql.identifier(JOBS_SCHEMA)}.job
                where name in ${MAIL_QUEUES} and state in ('completed', 'failed', 'cancelled')
                  and strpos(data::text, ${name}) > 0`,
          );
        }
        // The account, and with it its sessions, address change, shortlist, hidden profiles,
        // saved searches, draft, blocks both ways and the record of details it opened.
        await tx.execute(sql`delete from users where id = ${user.id}`);
        return keys.map((row) => row.storage_key);
      });
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type AccountRepository = ReturnType<typeof createAccountRepository>;
