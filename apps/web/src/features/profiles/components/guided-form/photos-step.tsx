import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { ProfileNotLoaded } from '@/components/profile-not-loaded';
import { useTranslation } from '@/lib/i18n';

import { useProfile } from '../../api/get-profile';
import { PhotoManager } from '../photo-manager';
import { ownerProfileTexts } from '../profile-not-found';

import { StepProgress } from './step-progress';

/** The last step: the new profile is saved and waits for review; photos can be added now or later. */
export function PhotosStep({ profileId }: { profileId: number }) {
  const { t } = useTranslation('profiles');
  const profile = useProfile(profileId);
  if (!profile.isSuccess) return <ProfileNotLoaded query={profile} texts={ownerProfileTexts} />;
  return (
    <>
      <StepProgress screen="photos" />
      <div className="alert alert-success" role="status">
        {t('guided.sent', { name: profile.data.name })}
      </div>
      {/* The photos' own section carries the step's heading, Photos. */}
      <PhotoManager profile={profile.data} />
      <p className="text-body-secondary">{t('guided.intro.photos')}</p>
      <div className="gf-actions">
        <Link className="btn btn-primary gf-next" to={paths.profiles}>
          {t('guided.finish')}
        </Link>
      </div>
    </>
  );
}
