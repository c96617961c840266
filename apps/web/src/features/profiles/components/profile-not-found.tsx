import { paths } from '@vivaha/shared/routes';

import { ProfileMissing, type ProfileScreenTexts } from '@/components/profile-not-loaded';

/** Where the member's profile screens' words are, and the list a missing profile leads back to. */
export const ownerProfileTexts: ProfileScreenTexts = { ns: 'profiles', keyPrefix: 'owner', backTo: paths.profiles };

/** A profile id that does not exist, is not a number, or belongs to someone else. */
export const ProfileNotFound = () => <ProfileMissing {...ownerProfileTexts} />;

/** The id of /profiles/{id}, or undefined when it is not a positive whole number. */
export const profileIdParam = (value: string | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
