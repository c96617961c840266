import { ACTIVE_STATUS } from '@vivaha/shared/constants';
import type { OwnerProfile } from '@vivaha/shared/profile';

import { useTranslation } from '@/lib/i18n';

/** Tells the owner that their latest changes or photos wait for the team before others see them. */
export function PendingReviewNote({ profile }: { profile: Pick<OwnerProfile, 'pendingReview' | 'active'> }) {
  const { t } = useTranslation('profiles');
  if (!profile.pendingReview || profile.active !== ACTIVE_STATUS.active) return null;
  return (
    <div className="alert alert-warning" role="status">
      <strong>{t('owner.waitingTitle')}.</strong> {t('owner.waitingText')}
    </div>
  );
}
