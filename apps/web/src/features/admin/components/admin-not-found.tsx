import { paths } from '@vivaha/shared/routes';

import { LoadFailedPanel, NotFoundPanel } from '@/components/load-states';
import { useTranslation } from '@/lib/i18n';

/** A profile id that does not exist or is not a number. */
export function AdminProfileNotFound() {
  const { t } = useTranslation('admin');
  return (
    <NotFoundPanel
      title={t('view.notFoundTitle')}
      text={t('view.notFoundText')}
      backTo={paths.adminProfiles}
      backLabel={t('view.backToList')}
    />
  );
}

/** Any other failure to load a profile. */
export function AdminProfileLoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  return <LoadFailedPanel error={error} message={t('view.loadFailed')} />;
}
