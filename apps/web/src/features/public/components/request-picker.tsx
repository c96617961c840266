import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { BusyButton } from '@/components/busy-button';
import { useOpenAuthModal } from '@/lib/auth-modal';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import type { ProfileViewData } from '../api/get-profile-view';

import type { SendRequest } from './request-access';

import '@/styles/parts/forms.scss';

/** The request section's id: a link ending in #view-request opens the profile there. */
export const REQUEST_SECTION = 'view-request';

/**
 * Asking for the protected details (spec section 2, Profile view): a visitor is asked to log in,
 * a member without a profile to create one, and a member with profiles picks which one asks (the
 * only one that may is chosen already). Requests already made show as Pending, Approved or Not
 * approved in place of the button.
 */
export function RequestPicker({ view, onSendRequest }: { view: ProfileViewData; onSendRequest: SendRequest }) {
  const { t } = useTranslation('public');
  const signedIn = Boolean(useSession());
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  // Arriving to ask (the matches page's "Ask to see the horoscope"), the section comes into view.
  useEffect(() => {
    if (hash === `#${REQUEST_SECTION}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const openAuthModal = useOpenAuthModal();
  // Profiles that may ask now: never asked, or asked and refused (they may ask again later).
  const askable = view.permisionData.filter((profile) => profile.request === null || profile.request === 'rejected');
  const asked = view.permisionData.filter((profile) => profile.request !== null);
  // With one profile that may ask, it is chosen already: the first tap sends.
  const [chosen, setChosen] = useState(askable.length === 1 ? String(askable[0]!.profileId) : '');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);

  let body;
  if (!signedIn) {
    body = (
      <div className="alert alert-info mb-0 d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{t('request.loginNote')}</span>
        <button type="button" className="btn btn-primary" onClick={() => openAuthModal('login')}>
          {t('request.login')}
        </button>
      </div>
    );
  } else if (!view.permisionData.length) {
    body = (
      <div className="alert alert-info mb-0 d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{t('request.noProfiles')}</span>
        <Link className="btn btn-primary" to={paths.profileNew}>
          {t('request.create')}
        </Link>
      </div>
    );
  } else {
    const onSubmit = async (event: FormEvent) => {
      event.preventDefault();
      if (!chosen) {
        setError(true);
        return;
      }
      setBusy(true);
      try {
        await onSendRequest(Number(chosen), {
          receiverProfileId: view.summary.profileid,
          receiverCustId: view.fkCustId,
        });
      } finally {
        setBusy(false);
      }
    };
    body = (
      <>
        {asked.length > 0 && (
          <ul className="list-unstyled d-grid gap-2 mb-3" aria-label={t('request.statusLabel')}>
            {asked.map((profile) => (
              <li key={profile.profileId} className="d-flex flex-wrap align-items-center gap-2">
                <span className={`badge request-state request-state--${profile.request}`}>
                  {t(`request.state.${profile.request}`)}
                </span>
                <span>{t(`request.stateText.${profile.request}`, { name: profile.name })}</span>
              </li>
            ))}
          </ul>
        )}
        {askable.length > 0 && (
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <p className="small text-body-secondary">{t('request.intro')}</p>
            <label htmlFor="request-profile" className="form-label">
              {t('request.profile')}
            </label>
            <div className="d-flex flex-wrap align-items-start gap-2">
              <div className="request-choice">
                <select
                  id="request-profile"
                  className={`form-select${error ? ' is-invalid' : ''}`}
                  value={chosen}
                  aria-invalid={error}
                  aria-describedby={error ? 'request-profile-error' : undefined}
                  onChange={(event) => {
                    setChosen(event.target.value);
                    setError(false);
                  }}
                >
                  <option value="">{t('request.choose')}</option>
                  {askable.map((profile) => (
                    <option key={profile.profileId} value={profile.profileId}>
                      {profile.name}
                    </option>
                  ))}
                </select>
                {error && (
                  <div id="request-profile-error" className="invalid-feedback d-block" role="alert">
                    {t('request.chooseError')}
                  </div>
                )}
              </div>
              <BusyButton busy={busy} busyText={t('request.sending')}>
                {t('request.send')}
              </BusyButton>
            </div>
          </form>
        )}
      </>
    );
  }
  return (
    <section ref={section} className="card card-body shadow-sm mb-3" aria-labelledby={REQUEST_SECTION}>
      <h2 id={REQUEST_SECTION} className="h5">
        {t('view.sections.request')}
      </h2>
      {body}
    </section>
  );
}
