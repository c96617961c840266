import { useParams } from 'react-router';

import { profileIdFromSlug } from '@vivaha/shared/slugs';

import { useMe } from '@/features/auth/api/get-me';
import { useConfirmBlock } from '@/features/blocks/components/use-confirm-block';
import { ProfileViewPage } from '@/features/public/components/profile-view-page';
import { useSendRequest } from '@/features/public/components/request-access';

export function Component() {
  const id = profileIdFromSlug(useParams().profileSlug ?? '');
  const onSendRequest = useSendRequest();
  const onBlock = useConfirmBlock();
  // The owner is told apart by account: the profile's fkCustId against the signed-in account's id.
  const viewerId = useMe().data?.id;
  return <ProfileViewPage id={id} onSendRequest={onSendRequest} onBlock={onBlock} viewerId={viewerId} />;
}
