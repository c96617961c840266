import { useTranslation } from '@/lib/i18n';

import { useMyRequests } from '../api/list-my-requests';

import { MyRequestsTable } from './my-requests-table';
import { RequestListFrame } from './request-list-frame';
import { useRequestListParams } from './use-request-list-params';

/** My Requests (spec section 2): what the member's profiles asked of others, and the answers. */
export function MyRequests() {
  const { t } = useTranslation('requests');
  const [params, setParams] = useRequestListParams();
  const list = useMyRequests(params);
  return (
    <RequestListFrame
      title={t('myRequests.title')}
      intro={t('myRequests.intro')}
      logName="my requests"
      params={params}
      onParams={setParams}
      list={list}
    >
      {(items) => <MyRequestsTable items={items} />}
    </RequestListFrame>
  );
}
