import { useConfirmBlock } from '@/features/blocks/components/use-confirm-block';
import { MyApprovals } from '@/features/requests/components/my-approvals';

export function Component() {
  return <MyApprovals onBlock={useConfirmBlock()} />;
}
