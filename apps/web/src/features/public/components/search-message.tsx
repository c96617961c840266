import { useTranslation } from '@/lib/i18n';
import type { SearchErrorKey } from '@/lib/search-query';

import '@/styles/parts/forms.scss';

/**
 * A search field's message. The words are the server's `searchMessages` (packages/shared), kept
 * in this feature's locale so the search screen does not load zod; a test holds them equal.
 */
export function SearchMessage({ id, error }: { id: string; error?: SearchErrorKey }) {
  const { t } = useTranslation('public');
  if (!error) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {t(`search.messages.${error}`)}
    </div>
  );
}
