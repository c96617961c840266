import { useCallback, useMemo } from 'react';

import { countriesInOrder } from '@vivaha/shared/options/countries';
import { adjectiveLists, listName, type OptionListName } from '@vivaha/shared/options/lists';
import type { Option } from '@vivaha/shared/options/option';
import { titlesIn, titlesLeftOut } from '@vivaha/shared/options/titles';

import { usePageLanguage, useTranslation } from '@/lib/i18n';

type ListWords = Partial<Record<string, Record<string, unknown>>>;

/** English's words are the lists' own labels. */
const ENGLISH: ListWords = {};

/**
 * The coded lists' words in the page's language (`packages/shared/src/locales/<lang>/
 * options.json`, loaded with the first screen that shows a list), as i18next holds them;
 * undefined while they load.
 */
function useListWords(): ListWords | undefined {
  const pageLanguage = usePageLanguage();
  // English needs no file: the namespace is only asked for on a Sinhala or Tamil page.
  const { i18n, ready } = useTranslation(pageLanguage === 'en' ? [] : ['options']);
  if (pageLanguage === 'en') return ENGLISH;
  return ready ? (i18n.getDataByLanguage(pageLanguage)?.options as ListWords | undefined) : undefined;
}

/**
 * The labels of the coded lists in the page's language; English, the spec's words, from the
 * lists themselves. A list is named, or found by the list itself. Read straight from i18next's
 * store: a select offers hundreds of them, and a translation call for each made taking over a
 * Sinhala or Tamil search page one long pause.
 */
export function useOptionLabel() {
  const words = useListWords();
  return useMemo(() => labelIn(words), [words]);
}

/** An option's label by a table of words (its own English label where the table has none). */
const labelIn =
  (words: ListWords | undefined) =>
  (list: OptionListName | readonly Option[], option: Option | undefined): string => {
    if (!option) return '';
    const name = typeof list === 'string' ? list : listName(list);
    const word = name ? words?.[name]?.[option.id] : undefined;
    return typeof word === 'string' ? word : option.label;
  };

/** The countries in the order of each language's table of words, sorted once. */
const countryOrders = new WeakMap<ListWords, readonly Option[]>();

/**
 * A coded list in the order a select shows it on this page: the countries with Sri Lanka first,
 * then alphabetical in the page's language; every other list in its own order.
 */
export function useShownOrder() {
  const pageLanguage = usePageLanguage();
  const words = useListWords();
  return useCallback(
    <T extends Option>(list: readonly T[]): readonly Option[] => {
      if (listName(list) !== 'countries') return list;
      const known = words && countryOrders.get(words);
      if (known) return known;
      const labelOf = labelIn(words);
      const order = countriesInOrder((country) => labelOf('countries', country), pageLanguage);
      if (words) countryOrders.set(words, order);
      return order;
    },
    [pageLanguage, words],
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
