import { AdminOnly } from '@/features/admin/components/admin-only';
import { AdminReports } from '@/features/admin/components/admin-reports';
import { useMe } from '@/features/auth/api/get-me';

export function Component() {
  return (
    <AdminOnly me={useMe()}>
      <AdminReports />
    </AdminOnly>
  );
}
