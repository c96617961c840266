import { AdminOnly } from '@/features/admin/components/admin-only';
import { AdminOverview } from '@/features/admin/components/admin-overview';
import { useMe } from '@/features/auth/api/get-me';

/** The team's overview at /admin: the queues' counts and the last weeks. */
export function Component() {
  return (
    <AdminOnly me={useMe()}>
      <AdminOverview />
    </AdminOnly>
  );
}
