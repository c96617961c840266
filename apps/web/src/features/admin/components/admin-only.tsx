import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import type { Me } from '@vivaha/shared/identity';

import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';

interface Props {
  /** The signed-in account, as the route reads it (GET /identity/me). */
  me: Pick<UseQueryResult<Me>, 'data' | 'isPending' | 'error'>;
  children: ReactNode;
}

/**
 * The admin screens for the team only. The server refuses members anyway; this says so plainly
 * instead of showing a screen whose every call fails.
 */
export function AdminOnly({ me, children }: Props) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    if (me.error && !me.data) console.error('Checking the account failed', me.error);
  }, [me.error, me.data]);

  if (me.data?.isAdmin) return children;
  if (me.isPending) return <PageSpinner />;
  return (
    <div className="container py-5">
      <div className={`alert ${me.data ? 'alert-warning' : 'alert-danger'}`} role="alert">
        {me.data ? t('access.notAdmin') : t('access.failed')}
      </div>
    </div>
  );
}
