import type { AdminProfile } from '@vivaha/shared/admin';
import { ACTIVE_STATUS } from '@vivaha/shared/constants';

import { ProfileStateBadges } from '@/components/profile-page-header';

import { adminProfileTexts } from './admin-not-found';

type Status = Pick<AdminProfile, 'active' | 'reviewed'>;

/** Published: Active and reviewed, so Publish has nothing left to do. */
export const isPublished = ({ active, reviewed }: Status) => active === ACTIVE_STATUS.active && reviewed;

/** The profile's status and whether the team has reviewed it, as two badges. */
export const StatusBadges = ({ profile }: { profile: Status }) => (
  <ProfileStateBadges profile={profile} texts={adminProfileTexts} />
);
