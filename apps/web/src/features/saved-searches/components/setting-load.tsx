import type { UseQueryResult } from '@tanstack/react-query';

import { RetryAlert, StatusSpinner } from '@/components/load-states';
import { useTranslation } from '@/lib/i18n';

interface Props {
  /** The query of the setting (the new-match mail choice, a profile's partner preferences). */
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'data' | 'refetch'>;
  /** What is said when it did not load. */
  failed: string;
}

/** While a member's setting loads, a spinner; when it did not load, the failure with Retry. */
export function SettingLoad({ query, failed }: Props) {
  const { t } = useTranslation('saved-searches');
  return (
    <>
      {query.isPending && <StatusSpinner label={t('updating')} />}
      {query.error && !query.data && (
        <RetryAlert text={failed} retry={t('retry')} onRetry={() => void query.refetch()} className="mb-0" />
      )}
    </>
  );
}
