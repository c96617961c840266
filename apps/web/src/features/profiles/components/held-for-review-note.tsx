import type { OwnerProfile } from '@vivaha/shared/profile';

import { useTranslation } from '@/lib/i18n';

/**
 * Tells the owner that the profile is hidden from the public while the team looks into reports
 * about it. Who reported it is never said.
 */
export function HeldForReviewNote({ profile }: { profile: Pick<OwnerProfile, 'heldForReview'> }) {
  const { t } = useTranslation('profiles');
  if (!profile.heldForReview) return null;
  return (
    <div className="alert alert-danger" role="status">
      <strong>{t('owner.heldTitle')}.</strong> {t('owner.heldText')}
    </div>
  );
}
