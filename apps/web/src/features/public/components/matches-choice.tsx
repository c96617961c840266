import { Link, Navigate } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { LoadFailedPanel } from '@/components/load-states';
import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';

import { useMatchable } from '../api/get-matchable';

import '@/styles/parts/list-group.scss';
import '../public.css';

/**
 * Horoscope Matches (/matches): which of the member's profiles to match. A member with a single
 * profile that can be matched goes straight to its matches.
 */
export function MatchesChoice() {
  const { t } = useTranslation('public');
  const mine = useMatchable();
  if (mine.isError) return <LoadFailedPanel error={mine.error} message={t('matches.loadFailed')} />;
  if (mine.isPending) return <PageSpinner />;
  const { items } = mine.data;
  if (items.length === 1 && !items[0]!.reason) return <Navigate replace to={`/matches/${items[0]!.profileId}`} />;
  return (
    <div className="container py-4 matches-page">
      <h1 className="h3 mb-1">{t('matches.choiceTitle')}</h1>
      <p className="text-body-secondary mb-4">{t('matches.choiceIntro')}</p>
      {items.length ? (
        <ul className="list-group shadow-sm">
          {items.map((item) => (
            <li key={item.profileId} className="list-group-item d-flex flex-wrap align-items-center gap-2 py-3">
              <span className="me-auto">
                <strong className="text-break">{item.name}</strong>
                {item.reason && <small className="d-block text-body-secondary">{item.reason}</small>}
              </span>
              {/* A profile waiting for the team's review has nothing to fix here: the reason says so. */}
              {!item.published ? null : item.reason ? (
                <Link className="btn btn-sm btn-outline-secondary" to={`/profiles/edit/${item.profileId}`}>
                  {t('matches.edit')}
                </Link>
              ) : (
                <Link className="btn btn-sm btn-primary" to={`/matches/${item.profileId}`}>
                  {t('matches.see')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <div className="alert alert-light border d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">{t('matches.noProfiles')}</span>
          <Link className="btn btn-sm btn-primary" to={paths.profileNew}>
            {t('matches.addProfile')}
          </Link>
        </div>
      )}
    </div>
  );
}
