import { useMemo } from 'react';

import { readSaid, writer, type Said } from '@vivaha/shared/said';

import { usePageLanguage, useTranslation } from '@/lib/i18n';

/**
 * A message in the page's language, by its key (`@vivaha/shared/said`): one the app's own checks
 * made (a schema's message carries its catalog and key), found in the `messages` namespace
 * (`packages/shared/src/locales/<lang>/messages.json`, the sections the server reads), with a
 * star's or a rasi's name from `options`. Any other text (the server's, already in the page's
 * language) shows as it came. The words load when first asked for, and nothing waits for them: a
 * message shows in English until they are here, then in the page's language (a field never
 * waits, so none is lost).
 */
export function useMessageText() {
  const pageLanguage = usePageLanguage();
  const namespaces = pageLanguage === 'en' ? [] : ['messages', 'options'];
  const { i18n, ready } = useTranslation(namespaces, { useSuspense: false });
  return useMemo(() => {
    const write = writer((name, key) => {
      if (pageLanguage === 'en') return undefined;
      const options = name === 'options';
      const words: unknown = i18n.getResource(
        pageLanguage,
        options ? 'options' : 'messages',
        (options ? key.split('.') : [name, key]) as never,
      );
      return typeof words === 'string' ? words : undefined;
    });
    return (message: string | Said) => {
      const found = typeof message === 'string' ? readSaid(message) : message;
      return found ? write(found) : (message as string);
    };
    // `ready` changes once the words arrive, and the messages are written again with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, pageLanguage, ready]);
}
