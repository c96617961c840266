import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { ProfileForm } from './profile-form';

/** Create Profile at /profiles/new. Photos need a saved profile, so they come afterwards. */
export function ProfileCreate() {
  const { t } = useTranslation('profiles');
  // Straight from registering: the account is ready and signed in, this is the next step.
  const first = (useLocation().state as { firstProfile?: boolean } | null)?.firstProfile === true;
  return (
    <div className="container py-4 pf-page">
      {first && (
        <p className="alert alert-success" role="status">
          {t('form.welcome')}
        </p>
      )}
      <h1 className="h2">{t(first ? 'form.firstTitle' : 'form.createTitle')}</h1>
      <p className="text-body-secondary">{t('form.photosLater')}</p>
      <ProfileForm />
    </div>
  );
}
