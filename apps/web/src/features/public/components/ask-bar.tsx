import { useTranslation } from '@/lib/i18n';

import type { ProfileViewData } from '../api/get-profile-view';

import { REQUEST_SECTION } from './request-picker';

/**
 * On a phone the request section is screens below the photo: a bar at the foot of the screen
 * takes the member there (or says the request is waiting). Hidden from a tablet's width up, where
 * the section is in reach.
 */
export function AskBar({ view }: { view: Pick<ProfileViewData, 'permisionData'> }) {
  const { t } = useTranslation('public');
  const waiting =
    view.permisionData.length > 0 &&
    view.permisionData.every((profile) => profile.request === 'pending' || profile.request === 'approved');
  const toRequest = () => {
    const section = document.getElementById(REQUEST_SECTION)?.closest('section');
    section?.scrollIntoView({ block: 'start' });
    // Focus where the next tap goes: the profile choice, Send Request, or Login.
    section?.querySelector<HTMLElement>('select, button, a')?.focus({ preventScroll: true });
  };
  return (
    <div className="ask-bar">
      {waiting ? (
        <p className="ask-bar__waiting mb-0">{t('request.waiting')}</p>
      ) : (
        <button type="button" className="btn btn-primary w-100" onClick={toRequest}>
          {t('view.ask')}
        </button>
      )}
    </div>
  );
}
