import { useParams } from 'react-router';

import { profileIdFromSlug } from '@vivaha/shared/slugs';

import { ProfileViewPage } from '@/features/public/components/profile-view-page';
import { useSendRequest } from '@/features/public/components/request-access';

export function Component() {
  const id = profileIdFromSlug(useParams().profileSlug ?? '');
  const onSendRequest = useSendRequest();
  return <ProfileViewPage id={id} onSendRequest={onSendRequest} />;
}
