import { useCallback } from 'react';

import { listName, type OptionListName } from '@vivaha/shared/options/lists';
import type { Option } from '@vivaha/shared/options/option';

import { usePageLanguage, useTranslation } from '@/lib/i18n';

/**
 * The labels of the coded lists in the page's language (`packages/shared/src/locales/<lang>/
 * options.json`, loaded with the first screen that shows a list); English, the spec's words,
 * from the lists themselves. A list is named, or found by the list itself.
 */
export function useOptionLabel() {
  const pageLanguage = usePageLanguage();
  // English needs no file: the namespace is only asked for on a Sinhala or Tamil page.
  const { t } = useTranslation(pageLanguage === 'en' ? [] : ['options']);
  return useCallback(
    (list: OptionListName | readonly Option[], option: Option | undefined) => {
      if (!option) return '';
      const name = typeof list === 'string' ? list : listName(list);
      if (pageLanguage === 'en' || !name) return option.label;
      return t(`options:${name}.${option.id}`, { defaultValue: option.label });
    },
    [t, pageLanguage],
  );
}

/** A title (Mr., Mrs., ...) in the page's language: titles are stored as their English text. */
export function useTitleLabel() {
  const pageLanguage = usePageLanguage();
  const { t } = useTranslation(pageLanguage === 'en' ? [] : ['options']);
  return useCallback(
    (title: string) =>
      pageLanguage === 'en' || !title ? title : t(`options:titles.${title}`, { defaultValue: title }),
    [t, pageLanguage],
  );
}
