import type { AdminProfile } from '@vivaha/shared/admin';

import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { usePublishProfile } from '../api/publish-profile';

/**
 * Publish This Profile, with its toasts, for the detail view and the review panel. Resolves true
 * once the profile is published.
 */
export function usePublish() {
  const { t } = useTranslation('admin');
  const publish = usePublishProfile();
  // The owner goes with the call, so the server can check it is publishing the profile it means.
  const run = async (profile: Pick<AdminProfile, 'profileid' | 'fk_custid'>) => {
    try {
      await publish.mutateAsync({ profileId: profile.profileid, ownerId: profile.fk_custid });
      toast.success(t('publish.success'));
      return true;
    } catch (error) {
      console.error('Publishing profile', profile.profileid, 'failed', error);
      toast.error(t('publish.failed'));
      return false;
    }
  };
  return { publish: run, isPending: publish.isPending };
}
