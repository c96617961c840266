import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { toFormValues } from '@/components/profile-form/to-form-values';
import { ProfileNotLoaded } from '@/components/profile-not-loaded';
import { Trans, useTranslation } from '@/lib/i18n';

import { useProfile } from '../api/get-profile';

import { PendingReviewNote } from './pending-review-note';
import { PhotoManager } from './photo-manager';
import { ProfileForm } from './profile-form';
import { ownerProfileTexts } from './profile-not-found';

/** Edit Profile at /profiles/edit/{id}: the loaded profile in the form, and its photos. */
export function ProfileEdit({ id }: { id: number }) {
  const { t } = useTranslation('profiles');
  const profile = useProfile(id);

  if (!profile.isSuccess) return <ProfileNotLoaded query={profile} texts={ownerProfileTexts} />;
  return (
    <div className="container py-4 pf-page">
      <h1 className="h2">{t('form.editTitle')}</h1>
      <div className="alert alert-info" role="note">
        <Trans t={t} i18nKey="form.editNote" components={{ 1: <Link to={paths.contact} /> }} />
      </div>
      <PendingReviewNote profile={profile.data} />
      <PhotoManager profile={profile.data} />
      {/* The form takes the loaded values once; a photo change that reloads the profile keeps what was typed. */}
      <ProfileForm
        key={id}
        profileId={id}
        defaultValues={toFormValues(profile.data)}
        fixed={{ sex: profile.data.sex, dob: profile.data.dob.slice(0, 10) }}
      />
    </div>
  );
}
