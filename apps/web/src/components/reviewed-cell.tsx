import { useTranslation } from '@/lib/i18n';

/**
 * The Reviewed column of the member and admin profile tables: Yes or No, and a short mark when an
 * edit or a photo waits for the team.
 */
export function ReviewedCell({ reviewed, pendingReview }: { reviewed: boolean; pendingReview: boolean }) {
  const { t } = useTranslation();
  return (
    <td>
      {reviewed ? t('review.yes') : t('review.no')}
      {pendingReview && (
        <small className="d-block">
          <span className="badge text-bg-warning" title={t('review.waitingFull')}>
            {t('review.waiting')}
            <span className="visually-hidden"> {t('review.waitingMore')}</span>
          </span>
        </small>
      )}
    </td>
  );
}
