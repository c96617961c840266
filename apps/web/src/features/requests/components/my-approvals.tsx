import { useTranslation } from 'react-i18next';

import { useMyApprovals } from '../api/list-my-approvals';

import { MyApprovalsTable } from './my-approvals-table';
import { RequestListFrame } from './request-list-frame';
import { useDecide } from './use-decide';
import { useRequestListParams } from './use-request-list-params';

/** My Approvals (spec section 2): requests made to the member's profiles, answered here. */
export function MyApprovals() {
  const { t } = useTranslation('requests');
  const [params, setParams] = useRequestListParams();
  const list = useMyApprovals(params);
  const { approve, reject, withdraw, busyId } = useDecide();
  return (
    <RequestListFrame
      title={t('myApprovals.title')}
      intro={t('myApprovals.intro')}
      logName="my approvals"
      params={params}
      onParams={setParams}
      list={list}
    >
      {(items) => (
        <MyApprovalsTable items={items} onApprove={approve} onReject={reject} onWithdraw={withdraw} busyId={busyId} />
      )}
    </RequestListFrame>
  );
}
