import { useCallback } from 'react';

import { countriesInOrder } from '@vivaha/shared/options/countries';
import { adjectiveLists, listName, type OptionListName } from '@vivaha/shared/options/lists';
import type { Option } from '@vivaha/shared/options/option';
import { titlesIn, titlesLeftOut } from '@vivaha/shared/options/titles';

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

/**
 * A coded list in the order a select shows it on this page: the countries with Sri Lanka first,
 * then alphabetical in the page's language; every other list in its own order.
 */
export function useShownOrder() {
  const pageLanguage = usePageLanguage();
  const labelOf = useOptionLabel();
  return useCallback(
    <T extends Option>(list: readonly T[]): readonly Option[] =>
      listName(list) === 'countries'
        ? countriesInOrder((country) => labelOf('countries', country), pageLanguage)
        : list,
    [labelOf, pageLanguage],
  );
}

/**
 * An option's word as it stands before a noun in a heading: "சிங்கள மணமகள்கள்", not
 * "சிங்களவர் மணமகள்கள்" (`asAdjective` in options.json; the label where the list has none).
 */
export function useOptionAdjective() {
  const pageLanguage = usePageLanguage();
  const labelOf = useOptionLabel();
  const { t } = useTranslation(pageLanguage === 'en' ? [] : ['options']);
  return useCallback(
    (list: OptionListName | readonly Option[], option: Option | undefined) => {
      const label = labelOf(list, option);
      const name = typeof list === 'string' ? list : listName(list);
      if (pageLanguage === 'en' || !option || !name || !(adjectiveLists as readonly string[]).includes(name)) {
        return label;
      }
      return t(`options:asAdjective.${name}.${option.id}`, { defaultValue: label });
    },
    [labelOf, t, pageLanguage],
  );
}

/**
 * A title (Mr., Mrs., ...) in the page's language: titles are stored as their English text. A
 * title the language has no word for (`titlesLeftOut`) is not shown.
 */
export function useTitleLabel() {
  const pageLanguage = usePageLanguage();
  const { t } = useTranslation(pageLanguage === 'en' ? [] : ['options']);
  return useCallback(
    (title: string) => {
      if (pageLanguage === 'en' || !title) return title;
      if ((titlesLeftOut[pageLanguage] as readonly string[]).includes(title)) return '';
      // Titles are keys with a full stop in them ("Prof."), so they are read from the whole table.
      const words = t('options:titles', { returnObjects: true });
      const word = words && typeof words === 'object' ? (words as Record<string, unknown>)[title] : undefined;
      return typeof word === 'string' ? word : title;
    },
    [t, pageLanguage],
  );
}

/**
 * The titles a form offers on this page, by their words; `current`, the title already chosen,
 * stays among them even where the language leaves it out, so saving the form keeps it.
 */
export function useTitleOptions(current?: string) {
  const pageLanguage = usePageLanguage();
  const titleLabel = useTitleLabel();
  const offered = titlesIn(pageLanguage).map((title) => ({ value: title, label: titleLabel(title) }));
  const kept = current && !offered.some((option) => option.value === current);
  return kept ? [...offered, { value: current, label: current }] : offered;
}
