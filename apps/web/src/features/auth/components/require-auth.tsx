import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { session, useSession } from '@/lib/session';

/** Member and admin screens: a visitor is sent to log in, and comes back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const current = useSession();
  const { pathname, search } = useLocation();
  if (!current) {
    // After Logout the person goes home, not to the login screen.
    if (session.endedBy() === 'logout') return <Navigate replace to={paths.home} />;
    return <Navigate replace to={`${paths.login}?returnUrl=${encodeURIComponent(pathname + search)}`} />;
  }
  return children;
}

/** A return address from the query string, only when it stays on this site. */
export function safeReturnUrl(value: string | null): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;
}
