import { and, eq, gt, lt, sql } from 'drizzle-orm';

import type { Language } from '@vivaha/shared/languages';

import type { Db } from '#src/db/client.ts';
import { emailChanges, oneTimeCodes, sessions, users } from '#src/db/schema.ts';

export type User = typeof users.$inferSelect;
export type UserDetailsRow = Pick<
  User,
  | 'title'
  | 'customerName'
  | 'organization'
  | 'address1'
  | 'address2'
  | 'city'
  | 'postcode'
  | 'phone1'
  | 'phone2'
  | 'fax'
  | 'mobile'
  | 'countryId'
>;
export type CodePurpose = 'register' | 'reset';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export function createIdentityRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(byEmail(email)).limit(1);
      return user;
    },

    /** Whether an address has an account: one small row or none, so both answers take as long. */
    async hasAccount(email: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
      return rows.length > 0;
    },

    async findById(id: number): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    /** Creates an account; undefined when the address is taken. */
    async create(
      email: string,
      passwordHash: string,
      role: 'member' | 'admin' = 'member',
      language: Language = 'en',
    ): Promise<User | undefined> {
      const [user] = await db
        .insert(users)
        .values({ email, passwordHash, role, language })
        .onConflictDoNothing()
        .returning();
      return user;
    },

    /** The member agreed to the privacy notice of `version`, now. */
    async agreePrivacy(id: number, version: string): Promise<void> {
      await db
        .update(users)
        .set({ privacyVersion: version, privacyAgreedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** A sign-in: when, and the page's language, which the member's mails then follow. */
    async recordLogin(id: number, language?: Language): Promise<void> {
      await db
        .update(users)
        // A sign-in keeps the account: any warning that it would go for want of one is over.
        .set({ lastLoginAt: sql`now()`, dormantWarnings: 0, ...(language ? { language } : {}) })
        .where(eq(users.id, id));
    },

    async setLanguage(id: number, language: Language): Promise<void> {
      await db.update(users).set({ language }).where(eq(users.id, id));
    },

    /**
     * Sets a new password in one transaction: every session ends (a new token version, and the
     * session rows deleted) and a waiting email change is cancelled. Answers the user and the
     * address of the cancelled change, if there was one.
     */
    async setPassword(
      id: number,
      passwordHash: string,
    ): Promise<{ user: User; cancelledEmail: string | undefined } | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        if (!user) return undefined;
        await tx.delete(sessions).where(eq(sessions.userId, id));
        const removed = await tx
          .delete(emailChanges)
          .where(eq(emailChanges.userId, id))
          .returning({ newEmail: emailChanges.newEmail, live: sql<boolean>`${emailChanges.expiresAt} > now()` });
        return { user, cancelledEmail: removed.find((change) => change.live)?.newEmail };
      });
    },

    /** Starts a signed-in session. Now and then clears out expired ones. */
    async createSession(userId: number, id: string, ttlSeconds: number): Promise<void> {
      await db.insert(sessions).values({ id, userId, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
      if (Math.random() < 0.01) await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    },

    /** The user of a live session, checked in one query: the session exists, is theirs and has not expired. */
    async findSessionUser(sessionId: string, userId: number): Promise<User | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return row?.user;
    },

    async deleteSession(sessionId: string, userId: number): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
    },

    async updateDetails(id: number, details: UserDetailsRow): Promise<void> {
      await db
        .update(users)
        .set({ ...details, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    async setRole(email: string, role: 'member' | 'admin'): Promise<User | undefined> {
      const [user] = await db
        .update(users)
        .set({ role, updatedAt: sql`now()` })
        .where(byEmail(email))
        .returning();
      return user;
    },

    /** Keeps one live code per address and purpose: a new one replaces the old. */
    async saveCode(email: string, purpose: CodePurpose, codeHash: string, ttlSeconds: number): Promise<void> {
      const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
      await db
        .insert(oneTimeCodes)
        .values({ email, purpose, codeHash, expiresAt })
        .onConflictDoUpdate({
          target: [oneTimeCodes.email, oneTimeCodes.purpose],
          set: { codeHash, attempts: 0, expiresAt, createdAt: sql`now()` },
        });
    },

    async findLiveCode(email: string, purpose: CodePurpose) {
      const [code] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), gt(oneTimeCodes.expiresAt, sql`now()`)),
        )
        .limit(1);
      return code;
    },

    /** Counts a wrong try; answers the tries made, or undefined when the code is already dead. */
    async countWrongTry(id: number, maxTries: number): Promise<number | undefined> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, maxTries)))
        .returning({ attempts: oneTimeCodes.attempts });
      return row?.attempts;
    },

    /** Uses a code up; false when another request used it first. */
    async deleteCode(id: number): Promise<boolean> {
      const rows = await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id)).returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    async saveEmailChange(userId: number, newEmail: string, tokenHash: string, ttlSeconds: number): Promise<void> {
      await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
      await db.insert(emailChanges).values({
        userId,
        newEmail,
        tokenHash,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      });
    },

    /**
     * Applies a waiting address change in one transaction; answers the user, 'taken' when the
     * address was claimed meanwhile, or undefined when the link is unknown or expired.
     */
    async applyEmailChange(tokenHash: string): Promise<User | 'taken' | undefined> {
      return db.transaction(async (tx) => {
        const [change] = await tx
          .delete(emailChanges)
          .where(and(eq(emailChanges.tokenHash, tokenHash), gt(emailChanges.expiresAt, sql`now()`)))
          .returning();
        if (!change) return undefined;
        const [holder] = await tx.select({ id: users.id }).from(users).where(byEmail(change.newEmail)).limit(1);
        if (holder && holder.id !== change.userId) return 'taken';
        const [user] = await tx
          .update(users)
          .set({ email: change.newEmail, updatedAt: sql`now()` })
          .where(eq(users.id, change.userId))
          .returning();
        return user;
      });
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
