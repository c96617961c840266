import { AdminOnly } from '@/features/admin/components/admin-only';
import { AdminStories } from '@/features/admin/components/admin-stories';
import { useMe } from '@/features/auth/api/get-me';

export function Component() {
  return (
    <AdminOnly me={useMe()}>
      <AdminStories />
    </AdminOnly>
  );
}
