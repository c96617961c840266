import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';

import { REQUEST_STATUS } from '@vivaha/shared/constants';
import type { PermissionItem } from '@vivaha/shared/requests';

import { HttpError } from '@/lib/http';

import { useDecideRequest } from '../api/decide-request';

import { confirmDecision } from './confirm-decision';

/** The message the server gave with a failure, if it gave one. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * Approve or reject a request made to one of the member's profiles, after the confirm dialog
 * (spec sections 4 and 8). The server's message is shown either way; the list then refreshes.
 */
export function useDecide() {
  const { t } = useTranslation('requests');
  const mutation = useDecideRequest();

  const decide = async (item: PermissionItem, approve: boolean) => {
    const reason = await confirmDecision(approve, {
      title: t('decision.title'),
      text: approve ? t('decision.approveText') : t('decision.rejectText'),
      confirm: approve ? t('decision.confirmApprove') : t('decision.confirmReject'),
      cancel: t('decision.cancel'),
      reasonLabel: t('decision.reasonLabel'),
      reasonPlaceholder: t('decision.reasonPlaceholder'),
    });
    if (reason === undefined) return;
    const isApproved = approve ? REQUEST_STATUS.approved : REQUEST_STATUS.rejected;
    try {
      const answer = await mutation.mutateAsync(
        reason ? { id: item.id, isApproved, reason } : { id: item.id, isApproved },
      );
      if (answer.success) toast.success(answer.message || t('decision.done'));
      else toast.error(answer.message || t('decision.failed'));
    } catch (error) {
      console.error('Updating request', item.id, 'failed', error);
      toast.error(serverMessage(error) ?? t('decision.failed'));
    }
  };

  return {
    approve: (item: PermissionItem) => void decide(item, true),
    reject: (item: PermissionItem) => void decide(item, false),
    /** The request being sent to the server, whose buttons wait. */
    busyId: mutation.isPending ? mutation.variables?.id : undefined,
  };
}
