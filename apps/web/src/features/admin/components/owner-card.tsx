import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { type AdminProfile, profileLimitSchema } from '@vivaha/shared/admin';

import { BusyButton } from '@/components/busy-button';
import { CardSection } from '@/components/card-section';
import { InputField } from '@/components/input-field';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useSetProfileCreation } from '../api/set-profile-creation';
import { useSetProfileLimit } from '../api/set-profile-limit';

import { confirmThenDecide } from './confirm-dialog';

type LimitInput = z.input<typeof profileLimitSchema>;
type Limit = z.output<typeof profileLimitSchema>;

/**
 * Who owns the profile, how many profiles they keep, the form that changes their limit, and
 * whether the account may create new profiles (the team can stop it, and allow it again).
 */
export function OwnerCard({ owner }: { owner: AdminProfile['owner'] }) {
  const { t } = useTranslation('admin');
  const setLimit = useSetProfileLimit();
  const setCreation = useSetProfileCreation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LimitInput, unknown, Limit>({
    resolver: zodResolver(profileLimitSchema),
    defaultValues: { profileLimit: owner.profileLimit },
  });

  const onSubmit = async ({ profileLimit }: Limit) => {
    try {
      const answer = await setLimit.mutateAsync({ userId: owner.id, profileLimit });
      toast.success(answer.message);
    } catch (error) {
      const message = error instanceof HttpError ? error.message : t('owner.limitFailed');
      if (error instanceof HttpError && error.fieldErrors.profileLimit) {
        setError('profileLimit', { message: error.fieldErrors.profileLimit });
      }
      if (!(error instanceof HttpError)) console.error('Changing the profile limit failed', error);
      toast.error(message);
    }
  };

  const onCreation = () => {
    const allowed = !owner.canCreateProfiles;
    const which = allowed ? 'allow' : 'stop';
    return confirmThenDecide(
      {
        title: t('confirm.title'),
        text: t(`owner.${which}Confirm`, { email: owner.email }),
        confirm: t(`owner.${which}Yes`),
        cancel: t('confirm.no'),
      },
      () => setCreation.mutateAsync({ userId: owner.id, allowed }),
      { failed: t('owner.creationFailed'), what: 'Changing whether the account may create profiles' },
    );
  };

  const busy = isSubmitting || setLimit.isPending;
  const limitMessage = errors.profileLimit?.message;
  return (
    <CardSection headingId="admin-owner-title" title={t('owner.title')}>
      <dl className="row mb-3">
        <dt className="col-5">{t('owner.name')}</dt>
        <dd className="col-7 text-break">{owner.name}</dd>
        <dt className="col-5">{t('owner.email')}</dt>
        <dd className="col-7 text-break">{owner.email}</dd>
        <dt className="col-5">{t('owner.accountId')}</dt>
        <dd className="col-7">{owner.id}</dd>
        <dt className="col-5">{t('owner.profiles')}</dt>
        <dd className="col-7">{t('owner.profileCount', { count: owner.profileCount, limit: owner.profileLimit })}</dd>
        <dt className="col-5">{t('owner.creation')}</dt>
        <dd className="col-7">
          {owner.canCreateProfiles ? (
            t('owner.creationAllowed')
          ) : (
            <span className="badge text-bg-danger text-wrap">{t('owner.creationStopped')}</span>
          )}
        </dd>
      </dl>
      <button
        type="button"
        className={`btn btn-sm mb-3 align-self-start ${owner.canCreateProfiles ? 'btn-outline-danger' : 'btn-outline-success'}`}
        disabled={setCreation.isPending}
        onClick={() => void onCreation()}
      >
        {owner.canCreateProfiles ? t('owner.stopCreation') : t('owner.allowCreation')}
      </button>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <InputField
          id="admin-profile-limit"
          label={t('owner.limit')}
          type="number"
          min={0}
          max={50}
          step={1}
          inputMode="numeric"
          className="mb-2"
          registration={register('profileLimit', { valueAsNumber: true })}
          error={typeof limitMessage === 'string' ? limitMessage : undefined}
          help={t('owner.limitHelp')}
        />
        <BusyButton busy={busy} busyText={t('owner.saving')} className="btn btn-outline-primary">
          {t('owner.save')}
        </BusyButton>
      </form>
    </CardSection>
  );
}
