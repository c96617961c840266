import { useParams } from 'react-router';

import { useConfirmBlock } from '@/features/blocks/components/use-confirm-block';
import { ProfileNotFound, profileIdParam } from '@/features/profiles/components/profile-not-found';
import { ProfileOwnerView } from '@/features/profiles/components/profile-owner-view';

export function Component() {
  const id = profileIdParam(useParams().id);
  const onBlock = useConfirmBlock();
  return id ? <ProfileOwnerView id={id} onBlock={onBlock} /> : <ProfileNotFound />;
}
