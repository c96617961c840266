import { useCallback } from 'react';

import {
  adminMessages,
  matchesMessages,
  matchMessages,
  privacyMessages,
  profileMessages,
  requestMessages,
  searchMessages,
  storyMessages,
  verificationMessages,
} from '@vivaha/shared/field-messages';
import { messageTemplates, templatePattern } from '@vivaha/shared/message-templates';
import { validationMessages } from '@vivaha/shared/messages';

import { usePageLanguage, useTranslation } from '@/lib/i18n';

/**
 * The shared messages the web app shows for its own checks, by the names their translations use
 * (`packages/shared/src/locales/<lang>/messages.json`, the same sections the server reads).
 */
const catalogs: Record<string, Readonly<Record<string, string>>> = {
  validation: validationMessages,
  profileForm: profileMessages,
  search: searchMessages,
  requestForm: requestMessages,
  privacy: privacyMessages,
  adminForm: adminMessages,
  match: matchMessages,
  matches: matchesMessages,
  stories: storyMessages,
  verificationForm: verificationMessages,
};

const byText = new Map<string, string>();
for (const [catalog, texts] of Object.entries(catalogs)) {
  for (const [key, text] of Object.entries(texts)) if (!byText.has(text)) byText.set(text, `${catalog}.${key}`);
}
const templates = Object.entries(messageTemplates).map(([key, text]) => ({ key, ...templatePattern(text) }));

/**
 * A shared message in the page's language: found by its English text, or by its template with
 * the same values. A message of no catalog (a server's, already translated) shows as it came.
 * The words load when first asked for, and nothing waits for them: the message shows as it came
 * until they are here, then in the page's language (a field never waits, so none is lost).
 */
export function useMessageText() {
  const pageLanguage = usePageLanguage();
  const { t } = useTranslation(pageLanguage === 'en' ? [] : ['messages'], { useSuspense: false });
  return useCallback(
    (text: string) => {
      if (pageLanguage === 'en' || !text) return text;
      const key = byText.get(text);
      if (key) return t(`messages:${key}`, { defaultValue: text });
      for (const { key: name, pattern, names } of templates) {
        const match = pattern.exec(text);
        if (match) {
          const values = Object.fromEntries(names.map((value, index) => [value, match[index + 1]]));
          return t(`messages:templates.${name}`, { ...values, defaultValue: text });
        }
      }
      return text;
    },
    [t, pageLanguage],
  );
}
