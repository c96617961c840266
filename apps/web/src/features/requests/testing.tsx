import type { PermissionItem } from '@vivaha/shared/requests';

/** A request from Nimal (11) to Kumari (21); override what a test needs. */
export const requestItem = (changes: Partial<PermissionItem> = {}): PermissionItem => ({
  id: 1,
  requestProfileId: 11,
  requesterName: 'Nimal Perera',
  receiverProfileId: 21,
  receiverName: 'Kumari Silva',
  isApproved: 0,
  reason: null,
  requestedOn: '2025-03-14T09:30:00.000Z',
  ...changes,
});
