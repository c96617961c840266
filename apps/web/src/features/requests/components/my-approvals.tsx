import { myApprovalsQueryOptions } from '../api/list-my-approvals';

import { MyApprovalsTable } from './my-approvals-table';
import { RequestListFrame } from './request-list-frame';
import { useDecide } from './use-decide';

/** Blocks the member who owns a profile after asking; resolves true once blocked. */
export type BlockMember = (profileId: number, name: string) => Promise<boolean>;

/**
 * My Approvals (spec section 2): requests made to the member's profiles, answered here. `onBlock`
 * blocks a requester.
 */
export function MyApprovals({ onBlock }: { onBlock: BlockMember }) {
  const { approve, reject, withdraw, busyId } = useDecide();
  return (
    <RequestListFrame kind="myApprovals" logName="my approvals" listQuery={myApprovalsQueryOptions}>
      {(items) => (
        <MyApprovalsTable
          items={items}
          onApprove={approve}
          onReject={reject}
          onWithdraw={withdraw}
          onBlock={(item) => void onBlock(item.requestProfileId, item.requesterName)}
          busyId={busyId}
        />
      )}
    </RequestListFrame>
  );
}
