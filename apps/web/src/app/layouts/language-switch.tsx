import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { languageNames, type Language } from '@vivaha/shared/languages';

import { addressIn, pageLanguage, rememberLanguage } from '@/lib/language';

/**
 * සිංහල · தமிழ் · English, always in the header. Each is a link to this page in that language
 * (a new page: its words and fonts load with it), and the choice is remembered.
 */
export function LanguageSwitch({ onChoose }: { onChoose?: (language: Language) => void }) {
  const { t } = useTranslation();
  const location = useLocation();
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
                onChoose?.(language);
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
