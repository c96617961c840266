import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

import type { HttpError } from '@/lib/http';

/**
 * Puts the server's per-field messages under their fields, in the form's order, and moves the
 * focus to the first refused field. Returns how many fields it marked.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: HttpError,
  setError: UseFormSetError<T>,
  fieldNames: readonly FieldPath<T>[],
): number {
  const refused = fieldNames.filter((name) => error.fieldErrors[name]);
  refused.forEach((name, index) => setError(name, { message: error.fieldErrors[name] }, { shouldFocus: index === 0 }));
  return refused.length;
}
