import { serial, timestamp } from 'drizzle-orm/pg-core';

/** The columns many tables share, written once: a table's id, and when a row was made and changed. */

/** A table's own id. */
export const serialId = () => serial('id').primaryKey();

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
