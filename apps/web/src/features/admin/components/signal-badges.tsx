import { Link } from 'react-router';

import { BROKER_WEEKLY_THRESHOLD, type ProfileSignals } from '@vivaha/shared/privacy';

import { useTranslation } from '@/lib/i18n';

import { adminProfilePath } from './admin-paths';
import '../admin.css';

/** Whether anything about the profile needs the team's eye. */
export const hasSignals = (
  { sameContactAs, sameNicAs, phoneOnAccounts, possibleBroker, openReports }: ProfileSignals,
  heldForReview: boolean,
) =>
  heldForReview ||
  openReports > 0 ||
  possibleBroker ||
  sameContactAs.length > 0 ||
  sameNicAs.length > 0 ||
  phoneOnAccounts > 0;

interface Props {
  signals: ProfileSignals;
  heldForReview: boolean;
  /** From the listing, other profiles open in a new tab so it keeps its filters and page. */
  newTab?: boolean;
}

/**
 * What the team should look at on a profile: hidden after reports, open reports, a possible
 * broker, and other accounts' profiles with the same contact details or NIC number (each a link). Nothing
 * when there is nothing to see.
 */
export function SignalBadges({ signals, heldForReview, newTab = false }: Props) {
  const { t } = useTranslation('admin');
  const { sameContactAs, sameNicAs, phoneOnAccounts, possibleBroker, openReports } = signals;
  if (!hasSignals(signals, heldForReview)) return null;
  const tab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <ul className="list-inline mb-0 admin-signals" aria-label={t('signals.title')}>
      {heldForReview && (
        <li className="list-inline-item">
          <span className="badge text-bg-danger" title={t('signals.heldTitle')}>
            {t('signals.held')}
          </span>
        </li>
      )}
      {openReports > 0 && (
        <li className="list-inline-item">
          <span className="badge text-bg-warning">{t('signals.openReports', { count: openReports })}</span>
        </li>
      )}
      {possibleBroker && (
        <li className="list-inline-item">
          <span
            className="badge text-bg-warning"
            title={t('signals.possibleBrokerTitle', { count: BROKER_WEEKLY_THRESHOLD })}
          >
            {t('signals.possibleBroker')}
          </span>
        </li>
      )}
      {sameContactAs.map((id) => (
        <li key={id} className="list-inline-item">
          <Link className="badge text-bg-info" to={adminProfilePath(id)} title={t('signals.sameContactTitle')} {...tab}>
            {t('signals.sameContact', { id })}
          </Link>
        </li>
      ))}
      {phoneOnAccounts > 0 && (
        <li className="list-inline-item">
          <span className="badge text-bg-warning" title={t('signals.phoneOnAccountsTitle')}>
            {t('signals.phoneOnAccounts', { count: phoneOnAccounts })}
          </span>
        </li>
      )}
      {sameNicAs.map((id) => (
        <li key={`nic-${id}`} className="list-inline-item">
          <Link className="badge text-bg-warning" to={adminProfilePath(id)} title={t('signals.sameNicTitle')} {...tab}>
            {t('signals.sameNic', { id })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
