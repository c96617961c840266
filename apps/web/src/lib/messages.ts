import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { adminMessages } from '@vivaha/shared/admin';
import { matchesMessages, matchMessages } from '@vivaha/shared/match';
import { messageTemplates, templatePattern } from '@vivaha/shared/message-templates';
import { validationMessages } from '@vivaha/shared/messages';
import { privacyMessages } from '@vivaha/shared/privacy';
import { profileMessages } from '@vivaha/shared/profile';
import { searchMessages } from '@vivaha/shared/public';
import { requestMessages } from '@vivaha/shared/requests';

import { pageLanguage } from './language';

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
};

const byText = new Map<string, string>();
for (const [catalog, texts] of Object.entries(catalogs)) {
  for (const [key, text] of Object.entries(texts)) if (!byText.has(text)) byText.set(text, `${catalog}.${key}`);
}
const templates = Object.entries(messageTemplates).map(([key, text]) => ({ key, ...templatePattern(text) }));

/**
 * A shared message in the page's language: found by its English text, or by its template with
 * the same values. A message of no catalog (a server's, already translated) shows as it came.
 */
export function useMessageText() {
  const { t } = useTranslation(pageLanguage === 'en' ? [] : ['messages']);
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
    [t],
  );
}
