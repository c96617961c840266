import { useEffect, useId } from 'react';

import { DIGEST_FREQUENCIES, type DigestFrequency } from '@vivaha/shared/lists';

import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useDigest, useSetDigest } from '../api/digest';

import { SettingLoad } from './setting-load';

/**
 * "New-match mails": Daily, Weekly or Off, saved as soon as it is chosen. A refused choice goes
 * back to the one before, with the reason in a toast.
 */
export function DigestChoice() {
  const { t } = useTranslation('saved-searches');
  const id = useId();
  const digest = useDigest();
  const setDigest = useSetDigest();
  const { error } = digest;

  useEffect(() => {
    if (error) console.error('Loading the new-match mail choice failed', error);
  }, [error]);

  const choose = async (frequency: DigestFrequency) => {
    try {
      const answer = await setDigest.mutateAsync(frequency);
      toast.success(answer.message || t('digest.saved'));
    } catch (failure) {
      console.error('Saving the new-match mail choice', frequency, 'failed', failure);
      toast.error(failure instanceof HttpError ? failure.message : t('digest.failed'));
    }
  };

  return (
    <section className="card card-body shadow-sm mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('digest.title')}
      </h2>
      <p id={`${id}-explain`} className="text-body-secondary mb-3">
        {t('digest.explain')}
      </p>
      <SettingLoad query={digest} failed={t('digest.loadFailed')} />
      {digest.data && (
        <fieldset aria-describedby={`${id}-explain`}>
          <legend className="visually-hidden">{t('digest.legend')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {DIGEST_FREQUENCIES.map((frequency) => (
              <div key={frequency}>
                <input
                  type="radio"
                  className="btn-check"
                  id={`${id}-${frequency}`}
                  name={`${id}-frequency`}
                  value={frequency}
                  checked={digest.data.frequency === frequency}
                  onChange={() => void choose(frequency)}
                />
                <label className="btn btn-outline-primary" htmlFor={`${id}-${frequency}`}>
                  {t(`digest.choices.${frequency}`)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
      <p className="visually-hidden" role="status">
        {setDigest.isPending ? t('digest.saving') : ''}
      </p>
    </section>
  );
}
