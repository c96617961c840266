import type { Db } from '#src/db/client.ts';
import { contactMessages } from '#src/db/schema.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<number> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
