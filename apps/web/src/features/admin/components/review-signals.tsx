import { Link } from 'react-router';

import type { AdminProfile } from '@vivaha/shared/admin';
import { paths } from '@vivaha/shared/routes';

import { CardSection } from '@/components/card-section';
import { useTranslation } from '@/lib/i18n';

import { SignalBadges, hasSignals } from './signal-badges';

/** The admin view's review-queue block: the profile's signals, and the way to its reports. */
export function ReviewSignals({ profile }: { profile: Pick<AdminProfile, 'signals' | 'heldForReview'> }) {
  const { t } = useTranslation('admin');
  const { signals, heldForReview } = profile;
  return (
    <CardSection headingId="admin-signals-title" title={t('signals.title')}>
      {hasSignals(signals, heldForReview) ? (
        <SignalBadges signals={signals} heldForReview={heldForReview} />
      ) : (
        <p className="mb-0">{t('signals.none')}</p>
      )}
      {signals.openReports > 0 && (
        <Link className="btn btn-sm btn-outline-primary align-self-start mt-3" to={paths.adminReports}>
          {t('signals.seeReports')}
        </Link>
      )}
    </CardSection>
  );
}
