import { useTranslation } from 'react-i18next';

import { PageButtons } from '@/components/page-buttons';

/** The list's numbered page buttons, named in this screen's words. */
export function Pagination(props: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('profiles');
  return <PageButtons {...props} label={t('list.pages')} pageLabel={(page) => t('list.page', { page })} />;
}
