import { myRequestsQueryOptions } from '../api/list-my-requests';

import { MyRequestsTable } from './my-requests-table';
import { RequestListFrame } from './request-list-frame';

/** My Requests (spec section 2): what the member's profiles asked of others, and the answers. */
export function MyRequests() {
  return (
    <RequestListFrame kind="myRequests" logName="my requests" listQuery={myRequestsQueryOptions}>
      {(items) => <MyRequestsTable items={items} />}
    </RequestListFrame>
  );
}
