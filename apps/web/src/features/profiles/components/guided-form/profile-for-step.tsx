import { useId } from 'react';

import { PROFILE_FOR, type ProfileFor } from '@vivaha/shared/profile-draft';

import { FieldError } from '@/components/field-error';
import { useTranslation } from '@/lib/i18n';

import '@/styles/parts/forms.scss';

interface Props {
  value: ProfileFor | null;
  onChange: (choice: ProfileFor) => void;
  error?: string;
}

/** The first question: who the profile is for. It sets Created By, and for a son or a sister the gender. */
export function ProfileForStep({ value, onChange, error }: Props) {
  const { t } = useTranslation('profiles');
  const id = useId();
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fw-semibold">{t('guided.forQuestion')}</legend>
      <div className="gf-choices">
        {PROFILE_FOR.map((choice) => (
          <label key={choice} className={`gf-choice${value === choice ? ' gf-choice--on' : ''}`}>
            <input
              type="radio"
              className="form-check-input"
              name="profileFor"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              aria-invalid={Boolean(error) && !value}
            />
            <span>{t(`guided.for.${choice}`)}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
