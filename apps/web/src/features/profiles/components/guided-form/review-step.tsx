import { Fragment, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { optionLists } from '@vivaha/shared/options/lists';
import { findOption } from '@vivaha/shared/options/option';
import type { ProfileFormInput } from '@vivaha/shared/profile';
import { PROFILE_STEPS, type ProfileFor, type ProfileStep } from '@vivaha/shared/profile-draft';
import { codedListName } from '@vivaha/shared/profile-fields';

import { PROFILE_FORM_NS } from '@/components/profile-form/namespace';
import { useTranslation } from '@/lib/i18n';
import { useOptionLabel, useTitleLabel } from '@/lib/option-labels';

import { VisibilityChoices, type VisibilityChoiceValues } from '../visibility-choices';

import { stepFields, type FormField } from './steps';

interface Props {
  profileFor: ProfileFor | null;
  onChange: (step: ProfileStep) => void;
  /** Why sending failed, when it was not a field's fault. */
  error?: string;
}

/**
 * Review: every answer given, step by step, each with Change (empty answers are left out), then
 * who may see the protected details, the spec's rule chosen and explained, sent with the profile.
 */
export function ReviewStep({ profileFor, onChange, error }: Props) {
  const { t } = useTranslation('profiles');
  const { t: tf } = useTranslation(PROFILE_FORM_NS);
  const labelOf = useOptionLabel();
  const titleLabel = useTitleLabel();
  const { control, setValue } = useFormContext<ProfileFormInput>();
  const values = useWatch({ control });
  const choicesId = useId();
  const choices: VisibilityChoiceValues = {
    photovisibility: values.photovisibility ?? 'members',
    contactvisibility: values.contactvisibility ?? 'members',
    horvisibility: values.horvisibility ?? 'members',
  };

  const shown = (field: FormField): string => {
    const value = values[field];
    const list = codedListName(field);
    if (list) return typeof value === 'number' && value ? labelOf(list, findOption(optionLists[list], value)) : '';
    if (typeof value === 'boolean') return value ? tf('yes') : '';
    if (field === 'title') return titleLabel(String(value ?? ''));
    if (field === 'astro_padam') return value ? String(value) : '';
    return typeof value === 'string' ? value.trim() : '';
  };

  return (
    <>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <p className="alert alert-warning">{t('guided.fixedNote')}</p>
      {PROFILE_STEPS.filter((step) => step !== 'review').map((step) => {
        const rows =
          step === 'for'
            ? [[t('guided.forQuestion'), profileFor ? t(`guided.for.${profileFor}`) : ''] as const]
            : stepFields[step].map((field) => [tf(`fields.${field}`), shown(field)] as const);
        const filled = rows.filter(([, value]) => value);
        return (
          <section key={step} className="card card-body shadow-sm mb-3" aria-labelledby={`gf-review-${step}`}>
            <div className="d-flex align-items-baseline justify-content-between gap-2">
              <h3 id={`gf-review-${step}`} className="h6 mb-2">
                {t(`guided.steps.${step}`)}
              </h3>
              <button
                type="button"
                className="btn btn-link gf-link"
                onClick={() => onChange(step)}
                aria-label={t('guided.changeStep', { step: t(`guided.steps.${step}`) })}
              >
                {t('guided.change')}
              </button>
            </div>
            {filled.length ? (
              <dl className="gf-review mb-0">
                {filled.map(([label, value]) => (
                  <Fragment key={label}>
                    <dt>{label}</dt>
                    <dd className="text-break">{value}</dd>
                  </Fragment>
                ))}
              </dl>
            ) : (
              <p className="text-body-secondary mb-0">{t('guided.nothingYet')}</p>
            )}
          </section>
        );
      })}
      <section className="card card-body shadow-sm mb-3" aria-labelledby={`${choicesId}-title`}>
        <h3 id={`${choicesId}-title`} className="h6 mb-2">
          {t('visibility.title')}
        </h3>
        <p className="small mb-2">{t('guided.visibilityIntro')}</p>
        <VisibilityChoices
          id={choicesId}
          choices={choices}
          onChoose={(field, choice) => setValue(field, choice, { shouldDirty: true })}
        />
      </section>
    </>
  );
}
