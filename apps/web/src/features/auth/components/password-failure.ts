import { toast } from '@/lib/toast';

import { failureText, refusedPassword } from '../api/identity-answer';

/** The two calls of a form (react-hook-form's) with a `password` field that show it refused. */
interface PasswordForm {
  resetField: (name: 'password') => void;
  setError: (name: 'password', error: { message: string }, options: { shouldFocus: boolean }) => void;
}

/**
 * A failed call of a form that asks for the account's password again: a refused password is
 * shown on its field, emptied and focused; the failure is said in a toast.
 */
export function showPasswordFailure(form: PasswordForm, error: unknown, fallback: string, networkText: string) {
  const passwordError = refusedPassword(error);
  if (passwordError) {
    form.resetField('password');
    form.setError('password', { message: passwordError }, { shouldFocus: true });
  }
  toast.error(failureText(error, fallback, networkText));
}
