import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';

import { useProfileDraft } from '../api/profile-draft';

/** On My Profiles: a profile begun in the guided form and not yet sent, with the way back to it. */
export function UnfinishedProfileNote() {
  const { t } = useTranslation('profiles');
  const draft = useProfileDraft().data?.draft;
  if (!draft) return null;
  const name = typeof draft.values.name === 'string' ? draft.values.name.trim() : '';
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
      <span className="me-auto">{name ? t('guided.unfinishedNamed', { name }) : t('guided.unfinished')}</span>
      <Link className="btn btn-primary btn-sm" to={`${paths.profileNew}?step=${draft.step}`}>
        {t('guided.continue')}
      </Link>
    </div>
  );
}
