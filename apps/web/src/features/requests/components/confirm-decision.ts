import { REJECT_REASON_MAX } from '@vivaha/shared/constants';

import { chooseDialog, confirmDialog, type ConfirmTexts } from '@/components/confirm-dialog';

export interface DecisionTexts extends ConfirmTexts {
  reasonLabel: string;
  reasonPlaceholder: string;
  /** What a reason over the limit is told, in the page's language. */
  tooLong: string;
}

/**
 * Asks "Are you sure?" before an approval or a rejection (spec section 8). A rejection also asks
 * for an optional reason of at most 100 characters. Resolves undefined when the member cancels,
 * otherwise the trimmed reason ('' when none or when approving).
 */
export async function confirmDecision(approve: boolean, texts: DecisionTexts): Promise<string | undefined> {
  if (approve) return confirmDialog(texts, { tone: 'primary' });
  return confirmDialog(texts, {
    reason: {
      label: texts.reasonLabel,
      placeholder: texts.reasonPlaceholder,
      max: REJECT_REASON_MAX,
      tooLong: texts.tooLong,
    },
  });
}

/**
 * "Are you sure?" before an approval, with its two ways: "Yes, approve" (the other family sees
 * this profile's details) and "Approve and share ours" (the asking profile's details open to this
 * family too). Resolves undefined when the member cancels.
 */
export async function confirmApproval(texts: ConfirmTexts & { share: string }) {
  const choice = await chooseDialog({ ...texts, second: texts.share });
  return choice && { shareBack: choice === 'second' };
}
