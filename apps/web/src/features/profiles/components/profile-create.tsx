import { useTranslation } from 'react-i18next';

import { ProfileForm } from './profile-form';

/** Create Profile at /profiles/new. Photos need a saved profile, so they come afterwards. */
export function ProfileCreate() {
  const { t } = useTranslation('profiles');
  return (
    <div className="container py-4 pf-page">
      <h1 className="h2">{t('form.createTitle')}</h1>
      <p className="text-body-secondary">{t('form.photosLater')}</p>
      <ProfileForm />
    </div>
  );
}
