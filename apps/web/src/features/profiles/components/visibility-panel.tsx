import { useId, useState, type FormEvent } from 'react';

import { PROTECTED_SECTIONS, visibilityFields } from '@vivaha/shared/privacy-rules';
import type { OwnerProfile } from '@vivaha/shared/profile';

import { BusyButton } from '@/components/busy-button';
import { CardSection } from '@/components/card-section';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useUpdateVisibility } from '../api/update-visibility';

import { VisibilityChoices, type VisibilityChoiceValues, type VisibilityField } from './visibility-choices';

import '@/styles/parts/forms.scss';

type Field = VisibilityField;
type Choices = VisibilityChoiceValues;

const fields = PROTECTED_SECTIONS.map((section) => visibilityFields[section]);

const stored = (p: Pick<OwnerProfile, Field>): Choices => ({
  photovisibility: p.photovisibility,
  contactvisibility: p.contactvisibility,
  horvisibility: p.horvisibility,
});
const same = (a: Choices, b: Choices) => fields.every((field) => a[field] === b[field]);

/**
 * "Who may see this profile's details": for photos, contact details and horoscope, members with a
 * published profile of the opposite gender (the default) or only members the owner approves.
 * Save sends only the three choices; a failed save keeps what the owner chose.
 */
export function VisibilityPanel({ profile }: { profile: Pick<OwnerProfile, 'profileid' | Field> }) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const save = useUpdateVisibility(profile.profileid);
  const saved = stored(profile);
  const [choices, setChoices] = useState(saved);
  const [known, setKnown] = useState(saved);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> }>();
  // The stored choices changed (this save, or another tab): follow them unless the owner is mid-change.
  if (!same(saved, known)) {
    setKnown(saved);
    if (same(choices, known)) setChoices(saved);
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const answer = await save.mutateAsync(choices);
      toast.success(answer.message || t('visibility.saved'));
    } catch (failure) {
      console.error('Saving who may see profile', profile.profileid, 'failed', failure);
      setError(
        failure instanceof HttpError
          ? { message: failure.message, fields: failure.fieldErrors }
          : { message: t('visibility.failed'), fields: {} },
      );
    }
  };

  return (
    <CardSection id="who-may-see" title={t('visibility.title')}>
      <p className="mb-2">{t('visibility.intro')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={save.isPending}>
        <VisibilityChoices
          id={id}
          choices={choices}
          onChoose={(field, choice) => setChoices((current) => ({ ...current, [field]: choice }))}
          errors={error?.fields}
        />
        {error && (
          <div className="alert alert-danger" role="alert">
            {error.message}
          </div>
        )}
        <BusyButton busy={save.isPending} busyText={t('visibility.saving')}>
          {t('visibility.save')}
        </BusyButton>
      </form>
    </CardSection>
  );
}
