import { Link } from 'react-router';

import { ProfileDetails } from '@/components/profile-form/profile-details';
import { ProfileNotLoaded } from '@/components/profile-not-loaded';
import { ProfilePageHeader } from '@/components/profile-page-header';
import { useTranslation } from '@/lib/i18n';

import { useDeleteAdminProfile } from '../api/delete-admin-profile';
import { useAdminProfile } from '../api/get-admin-profile';

import { AdminHistory } from './admin-history';
import { adminProfileTexts } from './admin-not-found';
import { adminEditPath } from './admin-paths';
import { AdminPhotos } from './admin-photos';
import { adminSections } from './admin-sections';
import { OwnerCard } from './owner-card';
import { PendingChanges } from './pending-changes';
import { PhotoCheckReview } from './photo-check-review';
import { ReviewSignals } from './review-signals';
import { isPublished } from './status-badges';
import { usePublish } from './use-publish';

/**
 * The admin view of one profile at /admin/profile/{id} (spec section 2): every field, the photos,
 * the owner, the team's history, the review-queue signals, and Edit, Delete, Back and Publish This Profile.
 */
export function AdminProfileView({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const profile = useAdminProfile(id);
  const publish = usePublish();
  const remove = useDeleteAdminProfile().mutateAsync;

  if (!profile.isSuccess) return <ProfileNotLoaded query={profile} texts={adminProfileTexts} />;
  const p = profile.data;

  return (
    <div className="container py-4">
      <ProfilePageHeader profile={p} texts={adminProfileTexts} remove={remove}>
        {!isPublished(p) && (
          <button
            type="button"
            className="btn btn-success"
            disabled={publish.isPending}
            onClick={() => void publish.publish(p)}
          >
            {publish.isPending ? t('actions.publishing') : t('actions.publish')}
          </button>
        )}
        <Link className="btn btn-primary" to={adminEditPath(id)}>
          {t('actions.edit')}
        </Link>
      </ProfilePageHeader>
      <div className="row g-4">
        <div className="col-lg-4">
          <ReviewSignals profile={p} />
          <AdminPhotos profile={p} />
          <PhotoCheckReview profile={p} />
          {/* Keyed by the limit, so a saved change shows as the form's new starting value. */}
          <OwnerCard key={`${p.owner.id}-${p.owner.profileLimit}`} owner={p.owner} />
        </div>
        <div className="col-lg-8">
          <PendingChanges profile={p} />
          <ProfileDetails profile={p} extraSections={adminSections(p, t)} />
          <AdminHistory entries={p.history} />
        </div>
      </div>
    </div>
  );
}
