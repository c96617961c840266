import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

import { HttpError } from '@/lib/http';
import { toast } from '@/lib/toast';

import { showServerFieldErrors } from './field-errors';

/**
 * Says why saving a profile form failed; nothing typed is lost, the form stays as it was. The
 * server's words go under each field it refused and in a toast (a refused session is already said
 * by the app, which asks the member to log in again); any other failure is logged and said as `failedText`.
 */
export function showSaveFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly FieldPath<T>[],
  failedText: string,
) {
  if (!(error instanceof HttpError)) {
    console.error('Saving the profile failed', error);
    toast.error(failedText);
    return;
  }
  showServerFieldErrors(error, setError, fieldNames);
  if (error.status !== 401) toast.error(error.message);
}
