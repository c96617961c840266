import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';

import { DeleteAccountForm } from './delete-account-form';

/** My Data at /MyData: the member's rights over what the site holds about them. */
export function MyData() {
  const { t } = useTranslation('auth');
  return (
    <div className="container py-4" style={{ maxWidth: '44rem' }}>
      <h1 className="h2 mb-2">{t('myData.title')}</h1>
      <p className="text-body-secondary mb-4">
        {t('myData.intro')} <Link to={paths.privacy}>{t('myData.privacyLink')}</Link>
      </p>
      <DeleteAccountForm />
    </div>
  );
}
