import { useTranslation } from '@/lib/i18n';

import type { ProfileViewData } from '../api/get-profile-view';

import { REQUEST_SECTION } from './request-picker';

type AskView = Pick<ProfileViewData, 'permisionData'>;

/**
 * The one ask of a profile with protected details: a button that takes the member to the request
 * section, or the state of their request once every profile they could ask from has asked.
 */
function Ask({ view, wide }: { view: AskView; wide: boolean }) {
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
  return waiting ? (
    <p className="ask-bar__waiting mb-0">{t('request.waiting')}</p>
  ) : (
    <button type="button" className={`btn btn-primary${wide ? ' w-100' : ''}`} onClick={toRequest}>
      {t('view.ask')}
    </button>
  );
}

/**
 * On a phone the request section is screens below the photo: a bar at the foot of the screen
 * takes the member there (or says the request is waiting). Hidden from a tablet's width up, where
 * the same ask stands beside the name (`AskBesideName`).
 */
export function AskBar({ view }: { view: AskView }) {
  return (
    <div className="ask-bar">
      <Ask view={view} wide />
    </div>
  );
}

/** From a tablet's width up: the ask beside the profile's name, as the phone's bar has it. */
export function AskBesideName({ view }: { view: AskView }) {
  return (
    <div className="ask-beside-name">
      <Ask view={view} wide={false} />
    </div>
  );
}
