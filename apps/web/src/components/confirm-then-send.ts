import { HttpError } from '@/lib/http';
import { toast } from '@/lib/toast';

import { confirmDialog, type ConfirmTexts } from './confirm-dialog';

interface Texts extends ConfirmTexts {
  /** Said when the server's answer has no message of its own. */
  done: string;
  /** Said when the call failed without the server's words. */
  failed: string;
}

/**
 * "Are you sure?", then the call: the server's message (else `done`) in a toast, or why it failed
 * (the server's words, else `failed`), logged as `what` failing. Resolves true once done.
 */
export async function confirmThenSend(texts: Texts, send: () => Promise<{ message: string }>, what: string) {
  if ((await confirmDialog(texts)) === undefined) return false;
  try {
    const answer = await send();
    toast.success(answer.message || texts.done);
    return true;
  } catch (error) {
    console.error(what, 'failed', error);
    toast.error(error instanceof HttpError ? error.message : texts.failed);
    return false;
  }
}
