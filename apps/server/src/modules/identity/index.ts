export { currentUser, type AuthHooks } from './auth.ts';
export { type User } from './identity.repository.ts';
export { displayName, identityText } from './identity.service.ts';
export { keyedHash, verifyPassword } from './secrets.ts';
