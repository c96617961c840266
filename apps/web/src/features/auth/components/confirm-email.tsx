import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';

import { useConfirmEmail } from '../api/confirm-email';
import { failureText } from '../api/identity-answer';

/** Opens the link mailed to a new address: the account takes that address now. */
export function ConfirmEmail() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  let body;
  if (!token) body = <div className="alert alert-warning">{t('confirmEmail.missing')}</div>;
  else if (confirm.isSuccess) body = <div className="alert alert-success">{confirm.data.returnText}</div>;
  else if (confirm.isError)
    body = (
      <div className="alert alert-danger">
        {failureText(confirm.error, t('confirmEmail.failed'), t('confirmEmail.failed'))}
      </div>
    );
  else body = <PageSpinner />;

  return (
    <div className="container py-4" style={{ maxWidth: '32rem' }}>
      <h1 className="h2">{t('confirmEmail.title')}</h1>
      <div role="status">{body}</div>
      <div className="d-flex gap-2">
        <Link className="btn btn-primary" to={paths.login}>
          {t('confirmEmail.login')}
        </Link>
        <Link className="btn btn-outline-secondary" to={paths.home}>
          {t('confirmEmail.home')}
        </Link>
      </div>
    </div>
  );
}
