import { useParams } from 'react-router';

import { AdminProfileNotFound } from '@/features/admin/components/admin-not-found';
import { AdminOnly } from '@/features/admin/components/admin-only';
import { adminIdParam } from '@/features/admin/components/admin-paths';
import { AdminProfileEdit } from '@/features/admin/components/admin-profile-edit';
import { useMe } from '@/features/auth/api/get-me';

/** Admin Edit Profile: /admin/profile/edit/:id, /profile/admin/edit/:id and /Profiles/edit/:id. */
export function Component() {
  const id = adminIdParam(useParams().id);
  return <AdminOnly me={useMe()}>{id ? <AdminProfileEdit id={id} /> : <AdminProfileNotFound />}</AdminOnly>;
}
