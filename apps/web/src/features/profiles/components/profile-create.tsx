import { useState } from 'react';
import { useLocation } from 'react-router';

import { useTranslation } from '@/lib/i18n';

import { GuidedProfileForm } from './guided-form/guided-profile-form';

/** Create Profile at /profiles/new: the guided form, step by step. */
export function ProfileCreate() {
  const { t } = useTranslation('profiles');
  const location = useLocation();
  // Straight from registering: the account is ready and signed in, this is the next step. Kept
  // while the steps change the address.
  const [first] = useState(() => (location.state as { firstProfile?: boolean } | null)?.firstProfile === true);
  // The welcome is said once, on the step the family arrives at, not again on every step.
  const [moved, setMoved] = useState(false);
  const welcome = first && !moved;
  return (
    <div className="container py-4 pf-page gf-page">
      {welcome && (
        <p className="alert alert-success" role="status">
          {t('form.welcome')}
        </p>
      )}
      <h1 className="h2">{t(first ? 'form.firstTitle' : 'form.createTitle')}</h1>
      <GuidedProfileForm onStep={() => setMoved(true)} />
    </div>
  );
}
