import { AdminOnly } from '@/features/admin/components/admin-only';
import { AdminProfileList } from '@/features/admin/components/admin-profile-list';
import { useMe } from '@/features/auth/api/get-me';

export function Component() {
  return (
    <AdminOnly me={useMe()}>
      <AdminProfileList />
    </AdminOnly>
  );
}
