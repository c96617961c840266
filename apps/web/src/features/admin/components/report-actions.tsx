import { useState } from 'react';

import type { ReportAction } from '@vivaha/shared/privacy';

import { ActionButton } from '@/components/action-button';
import { useTranslation } from '@/lib/i18n';

import { useDecideReport } from '../api/decide-report';

import { confirmThenDecide } from './confirm-dialog';
import { type ReasonAction, ReportReasonForm } from './report-reason-form';

interface Props {
  /** An open report of the profile: deciding it decides every open report on the profile. */
  reportId: number;
  name: string;
}

/**
 * Dismiss, Hide (Inactive), Delete and Block owner for one reported profile. Hide and Block owner
 * first ask for the reason the owner is mailed; every decision is confirmed before it is sent.
 */
export function ReportActions({ reportId, name }: Props) {
  const { t } = useTranslation('admin');
  const decide = useDecideReport();
  const [asking, setAsking] = useState<ReasonAction | null>(null);
  const formId = `report-reason-${reportId}`;

  /** Resolves to the server's field messages when it refused the decision, else to none. */
  const run = (action: ReportAction, reason?: string) =>
    confirmThenDecide(
      {
        title: t('confirm.title'),
        text: t(`reports.confirm.${action}`, { name }),
        confirm: t(`reports.confirmYes.${action}`),
        cancel: t('confirm.no'),
      },
      async () => {
        const answer = await decide.mutateAsync({ reportId, action, reason });
        setAsking(null);
        return answer;
      },
      { failed: t('reports.failed'), what: `Deciding report ${reportId}` },
    );

  const askFor = (action: ReasonAction) => ({
    'aria-expanded': asking === action,
    'aria-controls': asking === action ? formId : undefined,
    onClick: () => setAsking(action),
  });

  return (
    <>
      <div className="d-flex flex-wrap gap-2 mt-3" role="group" aria-label={t('reports.actionsLabel', { name })}>
        <ActionButton
          className="btn btn-sm btn-outline-secondary"
          disabled={decide.isPending}
          run={() => run('dismiss')}
        >
          {t('reports.actions.dismiss')}
        </ActionButton>
        <button type="button" className="btn btn-sm btn-outline-dark" disabled={decide.isPending} {...askFor('hide')}>
          {t('reports.actions.hide')}
        </button>
        <ActionButton className="btn btn-sm btn-outline-danger" disabled={decide.isPending} run={() => run('delete')}>
          {t('reports.actions.delete')}
        </ActionButton>
        <button type="button" className="btn btn-sm btn-danger" disabled={decide.isPending} {...askFor('block')}>
          {t('reports.actions.block')}
        </button>
      </div>
      {asking && (
        <ReportReasonForm
          key={asking}
          id={formId}
          action={asking}
          name={name}
          busy={decide.isPending}
          onSubmit={(reason) => run(asking, reason)}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
