import { ProfileList } from '@/features/profiles/components/profile-list';

export function Component() {
  return <ProfileList />;
}
