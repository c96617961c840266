import { REQUEST_STATUS } from '@vivaha/shared/constants';
import { requestMessages } from '@vivaha/shared/field-messages';
import type { PermissionItem } from '@vivaha/shared/requests';
import { said } from '@vivaha/shared/said';

import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { useMessageText } from '@/lib/messages';
import { toast } from '@/lib/toast';

import { useDecideRequest } from '../api/decide-request';
import { useWithdrawApproval } from '../api/withdraw-approval';

import { confirmApproval, confirmDecision } from './confirm-decision';

/** The message the server gave with a failure, if it gave one. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** Shows the server's answer to a decision, or why it failed. */
function useAnswerToast() {
  const { t } = useTranslation('requests');
  return async (id: number, send: () => Promise<{ success: boolean; message: string }>) => {
    try {
      const answer = await send();
      if (answer.success) toast.success(answer.message || t('decision.done'));
      else toast.error(answer.message || t('decision.failed'));
    } catch (error) {
      console.error('Updating request', id, 'failed', error);
      toast.error(serverMessage(error) ?? t('decision.failed'));
    }
  };
}

/**
 * Approve or reject a request made to one of the member's profiles, or withdraw an approval, after
 * the confirm dialog (spec sections 4 and 8). The server's message is shown either way; the list
 * then refreshes.
 */
export function useDecide() {
  const { t } = useTranslation('requests');
  const mutation = useDecideRequest();
  const withdrawal = useWithdrawApproval();
  const answer = useAnswerToast();
  const say = useMessageText();
  const reasonTexts = () => ({
    reasonLabel: t('decision.reasonLabel'),
    reasonPlaceholder: t('decision.reasonPlaceholder'),
    tooLong: say(said(requestMessages, 'reasonTooLong')),
  });

  /** Approves after "Are you sure?", sharing this family's view of the asking profile if chosen. */
  const approve = async (item: PermissionItem) => {
    const choice = await confirmApproval({
      title: t('decision.title'),
      text: t('decision.approveChoiceText', { asker: item.requesterName }),
      confirm: t('decision.confirmApprove'),
      share: t('decision.confirmApproveShare'),
      cancel: t('decision.cancel'),
    });
    if (!choice) return;
    const isApproved = REQUEST_STATUS.approved;
    await answer(item.id, () =>
      mutation.mutateAsync(
        choice.shareBack ? { id: item.id, isApproved, shareBack: true } : { id: item.id, isApproved },
      ),
    );
  };

  const decide = async (item: PermissionItem, approve: boolean) => {
    const reason = await confirmDecision(approve, {
      title: t('decision.title'),
      text: approve ? t('decision.approveText') : t('decision.rejectText'),
      confirm: approve ? t('decision.confirmApprove') : t('decision.confirmReject'),
      cancel: t('decision.cancel'),
      ...reasonTexts(),
    });
    if (reason === undefined) return;
    const isApproved = approve ? REQUEST_STATUS.approved : REQUEST_STATUS.rejected;
    await answer(item.id, () =>
      mutation.mutateAsync(reason ? { id: item.id, isApproved, reason } : { id: item.id, isApproved }),
    );
  };

  /** Takes back an approval: the other family no longer sees the protected details. */
  const withdraw = async (item: PermissionItem) => {
    const reason = await confirmDecision(false, {
      title: t('decision.title'),
      text: t('decision.withdrawText'),
      confirm: t('decision.confirmWithdraw'),
      cancel: t('decision.cancel'),
      ...reasonTexts(),
    });
    if (reason === undefined) return;
    await answer(item.id, () => withdrawal.mutateAsync(reason ? { id: item.id, reason } : { id: item.id }));
  };

  return {
    approve: (item: PermissionItem) => void approve(item),
    reject: (item: PermissionItem) => void decide(item, false),
    withdraw: (item: PermissionItem) => void withdraw(item),
    /** The request being sent to the server, whose buttons wait. */
    busyId: mutation.isPending ? mutation.variables?.id : withdrawal.isPending ? withdrawal.variables?.id : undefined,
  };
}
