import { MyBlockedMembers } from '@/features/blocks/components/my-blocked-members';

export function Component() {
  return <MyBlockedMembers />;
}
