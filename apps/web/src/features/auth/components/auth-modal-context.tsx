import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthTab = 'login' | 'register' | 'reset';

const AuthModal = lazy(() => import('./auth-modal'));

const AuthModalContext = createContext<(tab?: AuthTab) => void>(() => {});

/** Holds the one Login / Register / Reset Password modal; its code loads when first opened. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [tab, setTab] = useState<AuthTab | null>(null);
  const open = useMemo(
    () =>
      (next: AuthTab = 'login') =>
        setTab(next),
    [],
  );
  return (
    <AuthModalContext.Provider value={open}>
      {children}
      {tab && (
        <Suspense fallback={null}>
          <AuthModal initialTab={tab} onClose={() => setTab(null)} />
        </Suspense>
      )}
    </AuthModalContext.Provider>
  );
}

export const useOpenAuthModal = () => useContext(AuthModalContext);
