import { HttpError } from '@/lib/http';

/** What a refused save or rename shows: the server's words on the name beside the field, else above. */
export type NameError = { name?: string; message?: string };

export function nameError(failure: unknown, fallback: string): NameError {
  if (!(failure instanceof HttpError)) return { message: fallback };
  const name = failure.fieldErrors.name;
  return name ? { name } : { message: failure.message };
}
