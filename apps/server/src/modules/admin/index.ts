export { type AuditLog } from './admin.repository.ts';
