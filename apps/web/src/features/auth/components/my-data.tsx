import { Link, useSearchParams } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';

import { exportDownloadUrl } from '../api/request-export';

import { DeleteAccountForm } from './delete-account-form';
import { ExportDataForm } from './export-data-form';

/**
 * My Data at /MyData: the member's rights over what the site holds about them. A mailed download
 * link that needed a sign-in first comes back here with its token (`download`), and one that no
 * longer works with `export=gone`.
 */
export function MyData() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('download');
  const gone = searchParams.get('export') === 'gone';
  return (
    <div className="container py-4" style={{ maxWidth: '44rem' }}>
      <h1 className="h2 mb-2">{t('myData.title')}</h1>
      <p className="text-body-secondary mb-4">
        {t('myData.intro')} <Link to={paths.privacy}>{t('myData.privacyLink')}</Link>
      </p>
      {token && (
        <div className="alert alert-success d-flex flex-wrap align-items-center gap-2" role="status">
          <span className="me-auto">{t('myData.export.ready')}</span>
          {/* The browser itself opens it, so the session's cookie goes with it. */}
          <a className="btn btn-success btn-sm" href={exportDownloadUrl(token)} download>
            {t('myData.export.download')}
          </a>
        </div>
      )}
      {gone && (
        <div className="alert alert-warning" role="alert">
          {t('myData.export.gone')}
        </div>
      )}
      <ExportDataForm />
      <DeleteAccountForm />
    </div>
  );
}
