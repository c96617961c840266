import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { createdAt, serialId } from './columns.ts';
import { profileOf } from './profiles.ts';

/**
 * Requests to see a profile's protected details (spec section 3, Permission request): 0 pending,
 * 1 approved, 2 rejected. A pair has at most one open (pending or approved) request at a time.
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: serialId(),
    requesterProfileId: profileOf('requester_profile_id'),
    receiverProfileId: profileOf('receiver_profile_id'),
    status: smallint('status').notNull().default(0),
    reason: varchar('reason', { length: 100 }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('access_requests_open_pair')
      .on(table.requesterProfileId, table.receiverProfileId)
      .where(sql`${table.status} in (0, 1)`),
    index('access_requests_receiver_idx').on(table.receiverProfileId, table.status, table.id),
    index('access_requests_requester_idx').on(table.requesterProfileId, table.id),
  ],
);
