import { paths } from '@vivaha/shared/routes';

import { ProfileMissing, type ProfileScreenTexts } from '@/components/profile-not-loaded';

/** Where the admin profile screens' words are, and the listing a missing profile leads back to. */
export const adminProfileTexts: ProfileScreenTexts = { ns: 'admin', keyPrefix: 'view', backTo: paths.adminProfiles };

/** A profile id that does not exist or is not a number. */
export const AdminProfileNotFound = () => <ProfileMissing {...adminProfileTexts} />;
