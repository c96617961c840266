import { useSearchParams } from 'react-router';

import { ShortDate } from '@/components/short-date';
import { useTranslation } from '@/lib/i18n';

import { useHidden } from '../api/hidden';

import { readListPage, SavedList, type ProfileCard } from './saved-list';
import '../lists.css';

/**
 * My Hidden Profiles at /MyHiddenProfiles: the profiles marked Not interested, newest first. Each
 * card carries Show again (the card's own actions), which takes it off this list.
 */
export function MyHiddenProfiles({ Card }: { Card: ProfileCard }) {
  const { t } = useTranslation('lists');
  const [params, setParams] = useSearchParams();
  const page = readListPage(params.get('page'));
  const list = useHidden(page);
  return (
    <div className="container py-4">
      <h1 className="h2 mb-2">{t('hidden.title')}</h1>
      <p className="text-body-secondary mb-3 list-page__intro">{t('hidden.intro')}</p>
      <SavedList
        list={list}
        page={page}
        toPage={(next, replace) => setParams(next > 1 ? { page: String(next) } : {}, { replace })}
        Card={Card}
        loadFailed={t('hidden.loadFailed')}
        pagesLabel={t('hidden.title')}
        empty={<p className="text-center text-body-secondary mb-0">{t('hidden.empty')}</p>}
        footer={(item) => (
          <span>
            {t('hidden.hiddenOn')} <ShortDate value={item.on} />
          </span>
        )}
      />
    </div>
  );
}
