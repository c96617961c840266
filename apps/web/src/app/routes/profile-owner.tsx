import { useParams } from 'react-router';

import { ProfileNotFound, profileIdParam } from '@/features/profiles/components/profile-not-found';
import { ProfileOwnerView } from '@/features/profiles/components/profile-owner-view';

export function Component() {
  const id = profileIdParam(useParams().id);
  return id ? <ProfileOwnerView id={id} /> : <ProfileNotFound />;
}
