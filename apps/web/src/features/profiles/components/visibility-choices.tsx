import {
  PROTECTED_SECTIONS,
  SECTION_VISIBILITY,
  visibilityFields,
  type SectionVisibility,
} from '@vivaha/shared/privacy-rules';

import { useTranslation } from '@/lib/i18n';

import '@/styles/parts/forms.scss';

export type VisibilityField = 'photovisibility' | 'contactvisibility' | 'horvisibility';
export type VisibilityChoiceValues = Record<VisibilityField, SectionVisibility>;

/** Each protected section and its wire field, in the order the owner reads them. */
const sections = PROTECTED_SECTIONS.map((section) => [section, visibilityFields[section]] as const);
const options = SECTION_VISIBILITY;

/**
 * For photos, contact details and horoscope: members with a published profile of the opposite
 * gender (the spec's rule, marked the default) or only members the owner approves, each choice
 * explained once above. The owner's page saves them (`VisibilityPanel`); the guided form's last
 * step sends them with a new profile.
 */
export function VisibilityChoices({
  id,
  choices,
  onChoose,
  errors,
}: {
  /** A prefix for the ids, unique on the page. */
  id: string;
  choices: VisibilityChoiceValues;
  onChoose: (field: VisibilityField, choice: SectionVisibility) => void;
  errors?: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation('profiles');
  return (
    <>
      <ul className="small text-body-secondary mb-3 ps-3">
        {options.map((option) => (
          <li key={option} id={`${id}-${option}-help`}>
            <strong>{t(`visibility.choices.${option}`)}:</strong> {t(`visibility.explain.${option}`)}
          </li>
        ))}
      </ul>
      <div className="row g-3 mb-3">
        {sections.map(([section, field]) => (
          <fieldset
            key={field}
            className="col-md-4"
            aria-describedby={errors?.[field] ? `${id}-${field}-error` : undefined}
          >
            <legend className="h6">{t(`visibility.sections.${section}`)}</legend>
            {options.map((option) => (
              <div key={option} className="form-check">
                <input
                  className="form-check-input"
                  type="radio"
                  id={`${id}-${field}-${option}`}
                  name={`${id}-${field}`}
                  value={option}
                  checked={choices[field] === option}
                  aria-describedby={`${id}-${option}-help`}
                  onChange={() => onChoose(field, option)}
                />
                <label className="form-check-label" htmlFor={`${id}-${field}-${option}`}>
                  {t(`visibility.choices.${option}`)}
                  {option === 'members' && (
                    <>
                      {' '}
                      <span className="text-body-secondary">{t('visibility.default')}</span>
                    </>
                  )}
                </label>
              </div>
            ))}
            {errors?.[field] && (
              <div id={`${id}-${field}-error`} className="invalid-feedback d-block">
                {errors[field]}
              </div>
            )}
          </fieldset>
        ))}
      </div>
    </>
  );
}
