import { AdminOnly } from '@/features/admin/components/admin-only';
import { AdminProfileCreate } from '@/features/admin/components/admin-profile-create';
import { useMe } from '@/features/auth/api/get-me';

export function Component() {
  return (
    <AdminOnly me={useMe()}>
      <AdminProfileCreate />
    </AdminOnly>
  );
}
