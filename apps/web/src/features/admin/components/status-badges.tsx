import type { AdminProfile } from '@vivaha/shared/admin';
import { ACTIVE_STATUS } from '@vivaha/shared/constants';

import { useTranslation } from '@/lib/i18n';

type Status = Pick<AdminProfile, 'active' | 'reviewed'>;

/** Published: Active and reviewed, so Publish has nothing left to do. */
export const isPublished = ({ active, reviewed }: Status) => active === ACTIVE_STATUS.active && reviewed;

/** The profile's status and whether the team has reviewed it, as two badges. */
export function StatusBadges({ profile }: { profile: Status }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <span
        className={`badge me-2 ${profile.active === ACTIVE_STATUS.active ? 'text-bg-success' : 'text-bg-secondary'}`}
      >
        {t(`status.${profile.active}`, String(profile.active))}
      </span>
      <span className={`badge ${profile.reviewed ? 'text-bg-info' : 'text-bg-warning'}`}>
        {profile.reviewed ? t('view.reviewed') : t('view.notReviewed')}
      </span>
    </>
  );
}
