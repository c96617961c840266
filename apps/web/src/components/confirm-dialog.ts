/** The words of an "Are you sure?" dialog, in the screen's language. */
export interface ConfirmTexts {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
}

/** An optional free text asked for in the dialog (a reason the other family is told, for example). */
export interface ConfirmReason {
  label: string;
  placeholder: string;
  max: number;
  /** Shown when the text is longer than `max`. */
  tooLong: string;
}

interface Options {
  /** `primary` for a yes that gives something (approve), `danger` for one that takes away. */
  tone?: 'primary' | 'danger';
  reason?: ConfirmReason;
}

/** What every dialog here sets: its words, a Cancel button, and the site's Bootstrap buttons. */
const asking = (texts: ConfirmTexts) => ({
  title: texts.title,
  text: texts.text,
  showCancelButton: true,
  confirmButtonText: texts.confirm,
  cancelButtonText: texts.cancel,
  buttonsStyling: false,
});

/**
 * Asks "Are you sure?" in a SweetAlert2 dialog styled with the site's Bootstrap buttons (spec
 * section 8). Resolves undefined when the member cancels, otherwise the trimmed reason ('' when
 * none was asked for or given). SweetAlert2 loads only now, so it stays out of every screen's chunk.
 */
export async function confirmDialog(texts: ConfirmTexts, { tone = 'danger', reason }: Options = {}) {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    ...asking(texts),
    icon: 'warning',
    customClass: {
      confirmButton: tone === 'primary' ? 'btn btn-primary me-2' : 'btn btn-danger me-2',
      cancelButton: 'btn btn-outline-secondary',
    },
    ...(reason
      ? {
          input: 'textarea' as const,
          inputLabel: reason.label,
          inputPlaceholder: reason.placeholder,
          inputAttributes: { maxlength: String(reason.max) },
          inputValidator: (value: string) => ((value ?? '').trim().length > reason.max ? reason.tooLong : null),
        }
      : {}),
  });
  if (!result.isConfirmed) return undefined;
  return reason && typeof result.value === 'string' ? result.value.trim() : '';
}

/**
 * "Are you sure?" with two ways to say yes (the first is the usual one, the second goes further):
 * resolves 'first', 'second', or undefined when the member cancels.
 */
export async function chooseDialog(texts: ConfirmTexts & { second: string }): Promise<'first' | 'second' | undefined> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    ...asking(texts),
    icon: 'question',
    showDenyButton: true,
    denyButtonText: texts.second,
    customClass: {
      confirmButton: 'btn btn-primary me-2',
      denyButton: 'btn btn-outline-primary me-2',
      cancelButton: 'btn btn-outline-secondary',
      actions: 'flex-wrap gap-2',
    },
  });
  if (result.isConfirmed) return 'first';
  if (result.isDenied) return 'second';
  return undefined;
}

/**
 * "Are you sure?" with a reason chosen from a list (reporting a message): resolves the chosen
 * reason's id, or undefined when the member cancels. Confirming without a choice asks again.
 */
export async function chooseReasonDialog(
  texts: ConfirmTexts & { placeholder: string; reasons: Record<string, string> },
): Promise<string | undefined> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    ...asking(texts),
    icon: 'warning',
    input: 'select',
    inputOptions: texts.reasons,
    inputPlaceholder: texts.placeholder,
    inputValidator: (value: string) => (value ? null : texts.placeholder),
    customClass: { confirmButton: 'btn btn-danger me-2', cancelButton: 'btn btn-outline-secondary' },
  });
  return result.isConfirmed && typeof result.value === 'string' && result.value ? result.value : undefined;
}
