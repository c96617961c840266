import type { Me } from '@vivaha/shared/identity';

/** The signed-in account as GET /identity/me answers it: Sunil, a member who agreed to the privacy notice. */
export const me = (changes: Partial<Me> = {}): Me => ({
  id: 7,
  cxName: 'Sunil',
  email: 'sunil@example.lk',
  isAdmin: false,
  profileLimit: 3,
  privacyCurrent: true,
  ...changes,
});
