import { paths } from '@vivaha/shared/routes';

import { LoadFailedPanel, NotFoundPanel } from '@/components/load-states';
import { useTranslation } from '@/lib/i18n';

/** A profile id that does not exist, is not a number, or belongs to someone else. */
export function ProfileNotFound() {
  const { t } = useTranslation('profiles');
  return (
    <NotFoundPanel
      title={t('owner.notFoundTitle')}
      text={t('owner.notFoundText')}
      backTo={paths.profiles}
      backLabel={t('owner.backToList')}
    />
  );
}

/** Any other failure to load a profile. */
export function ProfileLoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('profiles');
  return <LoadFailedPanel error={error} message={t('owner.loadFailed')} />;
}

/** The id of /profiles/{id}, or undefined when it is not a positive whole number. */
export const profileIdParam = (value: string | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
