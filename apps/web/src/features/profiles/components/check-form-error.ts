import { HttpError } from '@/lib/http';

/**
 * A refused check as the form shows it: the field's message under the field, any other message
 * above the form, and `fallback` when the server could not be reached.
 */
export function formError(failure: unknown, field: string, fallback: string): { message: string; field?: string } {
  if (!(failure instanceof HttpError)) return { message: fallback };
  const message = failure.fieldErrors[field];
  return message ? { message: '', field: message } : { message: failure.message };
}
