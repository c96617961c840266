import { Link, useNavigate, useSearchParams } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { useOpenAuthModal } from '@/features/auth/components/auth-modal-context';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeReturnUrl } from '@/features/auth/components/require-auth';
import { useTranslation } from '@/lib/i18n';

/** The stand-alone Login screen; after a sign-in it goes where the person was headed, else to the dashboard. */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const openAuth = useOpenAuthModal();
  return (
    <div className="container py-4" style={{ maxWidth: '28rem' }}>
      <h1 className="h2">{t('login.title')}</h1>
      {returnUrl && (
        <div className="alert alert-info" role="status">
          {t('login.askedFor')}
        </div>
      )}
      <div className="card card-body shadow-sm">
        <LoginForm variant="page" onSuccess={() => navigate(returnUrl ?? paths.dashboard, { replace: true })} />
      </div>
      <p className="mt-3 mb-1">
        <Link to={paths.reset}>{t('login.forgot')}</Link>
      </p>
      <p className="d-flex flex-wrap align-items-center gap-2">
        <span className="text-body-secondary">{t('login.noAccount')}</span>
        <button type="button" className="btn btn-outline-primary" onClick={() => openAuth('register')}>
          {t('common:account.registerFree')}
        </button>
      </p>
    </div>
  );
}
