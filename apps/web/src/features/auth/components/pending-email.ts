/**
 * The new address a visitor typed on Change Email before being asked to log in. It waits in this
 * tab's session storage (not the address bar, so it stays out of history and server logs) and is
 * read when the signed-in form opens, then forgotten.
 */
const key = 'vivaha.changeEmail.pending';

export function keepPendingEmail(email: string) {
  try {
    sessionStorage.setItem(key, email);
  } catch {
    // Storage refused (private mode): the person types the address again.
  }
}

export function peekPendingEmail(): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function forgetPendingEmail() {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
