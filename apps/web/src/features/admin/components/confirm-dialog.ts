import { HttpError } from '@/lib/http';
import { toast } from '@/lib/toast';

interface Texts {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
}

/**
 * An "Are you sure?" question in a SweetAlert2 dialog (spec section 8), as for deleting an image.
 * The library loads only when an admin first needs it. Resolves true when the admin confirms.
 */
export async function confirmDialog({ title, text, confirm, cancel }: Texts): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: confirm,
    cancelButtonText: cancel,
    focusCancel: true,
  });
  return result.isConfirmed;
}

/**
 * Asks, then sends: the server's message in a toast once done, or why it failed (the server's
 * words, else `failed`; anything but the server's refusal is logged as `what` failing). Resolves
 * the server's field messages when it refused, else none.
 */
export async function confirmThenDecide(
  texts: Texts,
  send: () => Promise<{ message: string }>,
  { failed, what }: { failed: string; what: string },
): Promise<Record<string, string>> {
  try {
    if (!(await confirmDialog(texts))) return {};
    toast.success((await send()).message);
    return {};
  } catch (error) {
    if (!(error instanceof HttpError)) console.error(what, 'failed', error);
    toast.error(error instanceof HttpError ? error.message : failed);
    return error instanceof HttpError ? error.fieldErrors : {};
  }
}
