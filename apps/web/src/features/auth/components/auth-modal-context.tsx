import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';

import { AuthModalContext, type AuthTab } from '@/lib/auth-modal';
import { botCheck } from '@/lib/botcheck';
import { loadFormWords } from '@/lib/i18n';

export { useOpenAuthModal, type AuthTab } from '@/lib/auth-modal';

const AuthModal = lazy(() => Promise.all([import('./auth-modal'), loadFormWords()]).then(([module]) => module));

/** Holds the one Login / Register / Reset Password modal; its code loads when first opened. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [tab, setTab] = useState<AuthTab | null>(null);
  const open = useMemo(
    () =>
      (next: AuthTab = 'login') => {
        // The security check starts with the modal's code, not after it: its forms are ready sooner.
        void botCheck.load().catch(() => {});
        setTab(next);
      },
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
