import { useParams } from 'react-router';

import { ProfileEdit } from '@/features/profiles/components/profile-edit';
import { ProfileNotFound, profileIdParam } from '@/features/profiles/components/profile-not-found';

export function Component() {
  const id = profileIdParam(useParams().id);
  return id ? <ProfileEdit id={id} /> : <ProfileNotFound />;
}
