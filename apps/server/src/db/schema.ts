/**
 * The database's tables, one file a module (db/schema/), gathered here for the queries and for
 * drizzle-kit, which writes the migrations from them (drizzle.config.ts).
 */
export * from './schema/account.ts';
export * from './schema/admin.ts';
export * from './schema/blocks.ts';
export * from './schema/botcheck.ts';
export * from './schema/contact.ts';
export * from './schema/conversations.ts';
export * from './schema/identity.ts';
export * from './schema/limits.ts';
export * from './schema/lists.ts';
export * from './schema/mail.ts';
export * from './schema/media.ts';
export * from './schema/profiles.ts';
export * from './schema/public.ts';
export * from './schema/reports.ts';
export * from './schema/requests.ts';
export * from './schema/saved-searches.ts';
export * from './schema/stories.ts';
export * from './schema/verification.ts';
