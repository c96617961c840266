import { useParams } from 'react-router';

import { useConfirmBlock } from '@/features/blocks/components/use-confirm-block';
import { ProfileNotFound, profileIdParam } from '@/features/profiles/components/profile-not-found';
import { ProfileOwnerView } from '@/features/profiles/components/profile-owner-view';
import { SearchForm } from '@/features/public/components/search-form';
import { PartnerPreferences } from '@/features/saved-searches/components/partner-preferences';

export function Component() {
  const id = profileIdParam(useParams().id);
  const onBlock = useConfirmBlock();
  return id ? (
    <ProfileOwnerView
      id={id}
      onBlock={onBlock}
      preferences={(sex) => <PartnerPreferences profileId={id} sex={sex} SearchForm={SearchForm} />}
    />
  ) : (
    <ProfileNotFound />
  );
}
