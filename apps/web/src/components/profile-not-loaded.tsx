import type { UseQueryResult } from '@tanstack/react-query';

import { isNotFound } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';

import { LoadFailedPanel, NotFoundPanel } from './load-states';
import { PageSpinner } from './page-spinner';

/**
 * Where a profile screen's words are: the namespace and key prefix of its notFoundTitle,
 * notFoundText, backToList and loadFailed, and the list a missing profile leads back to.
 */
export interface ProfileScreenTexts {
  ns: string;
  keyPrefix: string;
  backTo: string;
}

/** A profile that is not there (or not the viewer's), with a way back to its list. */
export function ProfileMissing({ ns, keyPrefix, backTo }: ProfileScreenTexts) {
  const { t } = useTranslation(ns, { keyPrefix });
  return (
    <NotFoundPanel title={t('notFoundTitle')} text={t('notFoundText')} backTo={backTo} backLabel={t('backToList')} />
  );
}

/** Any other failure to load a profile: logged, and said. */
function ProfileLoadFailed({ error, ns, keyPrefix }: Omit<ProfileScreenTexts, 'backTo'> & { error: unknown }) {
  const { t } = useTranslation(ns, { keyPrefix });
  return <LoadFailedPanel error={error} message={t('loadFailed')} />;
}

/** What a profile screen shows until its profile is there: a spinner while it loads, else why it did not. */
export function ProfileNotLoaded({ query, texts }: { query: UseQueryResult; texts: ProfileScreenTexts }) {
  if (query.isPending) return <PageSpinner />;
  if (isNotFound(query.error)) return <ProfileMissing {...texts} />;
  return <ProfileLoadFailed error={query.error} {...texts} />;
}
