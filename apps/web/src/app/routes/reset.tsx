import { useNavigate } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { ResetForm } from '@/features/auth/components/reset-form';
import { useTranslation } from '@/lib/i18n';

/** Forgot Password: the address, then the mailed code and a new password, which sign in. */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <div className="container py-4" style={{ maxWidth: '28rem' }}>
      <h1 className="h2">{t('reset.pageTitle')}</h1>
      <p>{t('reset.pageIntro')}</p>
      <div className="card card-body shadow-sm">
        <ResetForm variant="page" onDone={() => navigate(paths.dashboard, { replace: true })} />
      </div>
    </div>
  );
}
