import { useParams } from 'react-router';

import { AdminProfileNotFound } from '@/features/admin/components/admin-not-found';
import { AdminOnly } from '@/features/admin/components/admin-only';
import { adminIdParam } from '@/features/admin/components/admin-paths';
import { AdminProfileView } from '@/features/admin/components/admin-profile-view';
import { useMe } from '@/features/auth/api/get-me';

export function Component() {
  const id = adminIdParam(useParams().id);
  return <AdminOnly me={useMe()}>{id ? <AdminProfileView id={id} /> : <AdminProfileNotFound />}</AdminOnly>;
}
