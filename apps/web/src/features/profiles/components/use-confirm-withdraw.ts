import { REJECT_REASON_MAX } from '@vivaha/shared/constants';
import { requestMessages } from '@vivaha/shared/field-messages';
import { said } from '@vivaha/shared/said';

import { confirmDialog } from '@/components/confirm-dialog';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { useMessageText } from '@/lib/messages';
import { toast } from '@/lib/toast';

import { useWithdrawApproval } from '../api/withdraw-approval';

/**
 * Withdraws the approval behind a viewer after "Are you sure?", with an optional reason for the
 * other family, as My Approvals does. The server's message is shown either way.
 */
export function useConfirmWithdraw(profileId: number) {
  const { t } = useTranslation('profiles');
  const say = useMessageText();
  const withdrawal = useWithdrawApproval(profileId);

  const withdraw = async (requestId: number) => {
    const reason = await confirmDialog(
      {
        title: t('viewers.withdrawTitle'),
        text: t('viewers.withdrawText'),
        confirm: t('viewers.withdrawConfirm'),
        cancel: t('actions.cancel'),
      },
      {
        reason: {
          label: t('viewers.reasonLabel'),
          placeholder: t('viewers.reasonPlaceholder'),
          max: REJECT_REASON_MAX,
          tooLong: say(said(requestMessages, 'reasonTooLong')),
        },
      },
    );
    if (reason === undefined) return;
    try {
      const answer = await withdrawal.mutateAsync(reason ? { requestId, reason } : { requestId });
      if (answer.success) toast.success(answer.message || t('viewers.withdrawn'));
      else toast.error(answer.message || t('viewers.withdrawFailed'));
    } catch (error) {
      console.error('Withdrawing approval', requestId, 'failed', error);
      toast.error(error instanceof HttpError ? error.message : t('viewers.withdrawFailed'));
    }
  };

  return {
    withdraw: (requestId: number) => void withdraw(requestId),
    /** The approval being withdrawn, whose button waits. */
    busyId: withdrawal.isPending ? withdrawal.variables?.requestId : undefined,
  };
}
