import { useSyncExternalStore } from 'react';

import { AUTH_COOKIE_DAYS, AUTH_COOKIE_NAME } from '@vivaha/shared/constants';

/**
 * The signed-in session (spec section 4, Login success): the token and display name kept in
 * local storage, and the authToken cookie for 7 days (Secure, SameSite=Strict, path /).
 */
export interface Session {
  token: string;
  cxName: string;
}

const STORAGE_KEY = 'vivaha.session';
const listeners = new Set<() => void>();
let current: Session | null = read();
/** Why the last session ended: the person chose Logout, or the server refused the token. */
let endedBy: 'logout' | 'server' | null = null;

function read(): Session | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Session | null;
    return stored && typeof stored.token === 'string' && typeof stored.cxName === 'string' ? stored : null;
  } catch {
    return null;
  }
}

function setCookie(token: string | null) {
  const maxAge = token ? AUTH_COOKIE_DAYS * 24 * 60 * 60 : 0;
  document.cookie = `${AUTH_COOKIE_NAME}=${token ?? ''}; Max-Age=${maxAge}; Path=/; SameSite=Strict; Secure`;
}

function write(session: Session | null) {
  current = session;
  if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(STORAGE_KEY);
  setCookie(session?.token ?? null);
  listeners.forEach((listener) => listener());
}

export const session = {
  get: () => current,
  token: () => current?.token,
  signIn: (token: string, cxName: string) => {
    endedBy = null;
    write({ token, cxName });
  },
  /** A password change hands out a new token for this session. */
  replaceToken: (token: string) => current && write({ ...current, token }),
  rename: (cxName: string) => current && current.cxName !== cxName && write({ ...current, cxName }),
  signOut: (reason: 'logout' | 'server' = 'server') => {
    endedBy = reason;
    write(null);
  },
  endedBy: () => endedBy,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    current = read();
    listeners.forEach((listener) => listener());
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get, () => null);
}
