import { REJECT_REASON_MAX } from '@vivaha/shared/constants';

export interface DecisionTexts {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  reasonLabel: string;
  reasonPlaceholder: string;
}

/** The dialog's buttons look like the site's: Bootstrap classes instead of SweetAlert's own colours. */
const buttonClasses = (approve: boolean) => ({
  confirmButton: approve ? 'btn btn-primary me-2' : 'btn btn-danger me-2',
  cancelButton: 'btn btn-outline-secondary',
});

/**
 * Asks "Are you sure?" before an approval or a rejection (spec section 8). A rejection also asks
 * for an optional reason of at most 100 characters. Resolves undefined when the member cancels,
 * otherwise the trimmed reason ('' when none or when approving). SweetAlert2 loads only now, so
 * it stays out of every other chunk; so do the shared request messages, which bring zod with them.
 */
export async function confirmDecision(approve: boolean, texts: DecisionTexts): Promise<string | undefined> {
  const [{ default: Swal }, { requestMessages }] = await Promise.all([
    import('sweetalert2'),
    import('@vivaha/shared/requests'),
  ]);
  const result = await Swal.fire({
    title: texts.title,
    text: texts.text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: texts.confirm,
    cancelButtonText: texts.cancel,
    buttonsStyling: false,
    customClass: buttonClasses(approve),
    ...(approve
      ? {}
      : {
          input: 'textarea' as const,
          inputLabel: texts.reasonLabel,
          inputPlaceholder: texts.reasonPlaceholder,
          inputAttributes: { maxlength: String(REJECT_REASON_MAX) },
          inputValidator: (value: string) =>
            (value ?? '').trim().length > REJECT_REASON_MAX ? requestMessages.reasonTooLong : null,
        }),
  });
  if (!result.isConfirmed) return undefined;
  return approve || typeof result.value !== 'string' ? '' : result.value.trim();
}
