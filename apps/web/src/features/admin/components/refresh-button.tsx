import type { UseQueryResult } from '@tanstack/react-query';

import { useTranslation } from '@/lib/i18n';

/** Refresh: asks the server again for what a screen shows, and waits while it is asked. */
export function RefreshButton({
  query,
  className = 'btn btn-outline-secondary',
}: {
  query: Pick<UseQueryResult, 'refetch' | 'isFetching'>;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <button type="button" className={className} onClick={() => void query.refetch()} disabled={query.isFetching}>
      {t('actions.refresh')}
    </button>
  );
}
