import { useLocation } from 'react-router';

import { languageNames, type Language } from '@vivaha/shared/languages';

import { saveLanguage } from '@/features/auth/api/save-language';
import { usePageLanguage, useTranslation } from '@/lib/i18n';
import { addressIn, rememberLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';

/**
 * සිංහල · தமிழ் · English, always in the header. Each is a link to this page in that language
 * (a new page: its words and fonts load with it); the choice is remembered in a cookie, and on a
 * signed-in member's account.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = Boolean(useSession());
  const pageLanguage = usePageLanguage();
  return (
    <ul className="language-switch list-unstyled d-flex align-items-center mb-0" aria-label={t('nav.language')}>
      {(['si', 'ta', 'en'] as const satisfies readonly Language[]).map((language) => (
        <li key={language} lang={language}>
          {language === pageLanguage ? (
            <span className="language-switch__current" aria-current="true">
              {languageNames[language]}
            </span>
          ) : (
            <a
              href={addressIn(language, location)}
              hrefLang={language}
              onClick={() => {
                rememberLanguage(language);
                // A member's mails follow the choice too.
                if (signedIn) void saveLanguage(language);
              }}
            >
              {languageNames[language]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
