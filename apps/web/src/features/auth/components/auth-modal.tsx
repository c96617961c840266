import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';

import type { AuthTab } from './auth-modal-context';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetForm } from './reset-form';

import '@/styles/parts/modal.scss';
import '../auth-dialog.scss';

const tabs: AuthTab[] = ['login', 'register', 'reset'];

/**
 * Login, Register and Reset Password as three tabs of one modal (spec sections 2 and 4).
 * Switching tab starts the chosen form afresh: no field, message or code step is kept.
 */
export default function AuthModal({ initialTab, onClose }: { initialTab: AuthTab; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState(initialTab);
  const [generation, setGeneration] = useState(0);
  /** A form done: the dialog closes and the member goes on to where the form leads. */
  const closeAndGo = (to: string, options?: NavigateOptions) => {
    dialog.current?.close();
    void navigate(to, options);
  };

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const switchTo = (next: AuthTab) => {
    setTab(next);
    setGeneration((value) => value + 1);
  };

  return (
    <dialog
      ref={dialog}
      className="auth-dialog"
      aria-labelledby="auth-dialog-title"
      // A close that arrives while the dialog is open again is stale: in development React mounts
      // effects twice, and the first cleanup's close event comes after the second showModal().
      onClose={() => {
        if (!dialog.current?.open) onClose();
      }}
    >
      <div className="modal-content">
        <div className="modal-header">
          <h2 id="auth-dialog-title" className="modal-title h5">
            {t(`tabs.${tab}`)}
          </h2>
          <button type="button" className="btn-close" aria-label={t('close')} onClick={() => dialog.current?.close()} />
        </div>
        <div className="modal-body">
          <div className="nav nav-tabs mb-3" role="tablist" aria-label={t('tabs.label')}>
            {tabs.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`auth-tab-${name}`}
                aria-selected={tab === name}
                aria-controls="auth-tab-panel"
                className={`nav-link${tab === name ? ' active' : ''}`}
                onClick={() => switchTo(name)}
              >
                {t(`tabs.${name}`)}
              </button>
            ))}
          </div>
          <div id="auth-tab-panel" role="tabpanel" aria-labelledby={`auth-tab-${tab}`} key={`${tab}-${generation}`}>
            {/* A form waiting for its words waits here, inside the open dialog: the dialog is
                not taken out of the page meanwhile, which showModal() would refuse. */}
            <Suspense fallback={<PageSpinner />}>
              {tab === 'login' && <LoginForm variant="modal" onSuccess={() => closeAndGo(paths.dashboard)} />}
              {tab === 'register' && (
                <RegisterForm onRegistered={() => closeAndGo(paths.profileNew, { state: { firstProfile: true } })} />
              )}
              {tab === 'reset' && <ResetForm variant="modal" onDone={() => closeAndGo(paths.dashboard)} />}
            </Suspense>
          </div>
        </div>
      </div>
    </dialog>
  );
}
