import { MyApprovals } from '@/features/requests/components/my-approvals';

export function Component() {
  return <MyApprovals />;
}
