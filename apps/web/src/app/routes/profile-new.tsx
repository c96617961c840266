import { ProfileCreate } from '@/features/profiles/components/profile-create';

export function Component() {
  return <ProfileCreate />;
}
