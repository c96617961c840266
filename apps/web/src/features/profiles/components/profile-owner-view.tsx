import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { ProfileDetails } from '@/components/profile-form/profile-details';
import { ProfileNotLoaded } from '@/components/profile-not-loaded';
import { ProfilePageHeader } from '@/components/profile-page-header';
import { useTranslation } from '@/lib/i18n';

import { useDeleteProfile } from '../api/delete-profile';
import { useProfile } from '../api/get-profile';

import { ChecksPanel } from './checks-panel';
import { HeldForReviewNote } from './held-for-review-note';
import { PendingReviewNote } from './pending-review-note';
import { PhotoManager } from './photo-manager';
import { ownerProfileTexts } from './profile-not-found';
import { editPath } from './profile-paths';
import { ProfileViewers, type BlockMember } from './profile-viewers';
import { VisibilityPanel } from './visibility-panel';

import '@/styles/parts/images.scss';

/**
 * The owner's view of one profile at /profiles/{id}: the family's own controls first (who may see
 * the protected details, and who has seen them), a word to add a photo when there is none, then the
 * photos and every field, Edit, Delete, Back, and the partner preferences the app passes in.
 * `onBlock` blocks a viewer.
 */
export function ProfileOwnerView({
  id,
  onBlock,
  preferences,
}: {
  id: number;
  onBlock: BlockMember;
  /** The profile's partner preferences, which the app puts under who may see what. */
  preferences?: (sex: number | undefined) => ReactNode;
}) {
  const { t } = useTranslation('profiles');
  const profile = useProfile(id);
  const remove = useDeleteProfile().mutateAsync;
  const { hash } = useLocation();
  const loaded = Boolean(profile.data);
  // A link to one of the controls (My Profiles' line) lands on it once the page has drawn.
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);

  if (!profile.isSuccess) return <ProfileNotLoaded query={profile} texts={ownerProfileTexts} />;
  const p = profile.data;
  const main = p.images.find((image) => image.isMain) ?? p.images[0];
  return (
    <div className="container py-4 pf-page">
      <ProfilePageHeader profile={p} texts={ownerProfileTexts} remove={remove}>
        <Link className="btn btn-primary" to={editPath(id)}>
          {t('actions.edit')}
        </Link>
        <Link className="btn btn-outline-primary" to={`/matches/${id}`}>
          {t('actions.matches')}
        </Link>
      </ProfilePageHeader>
      <HeldForReviewNote profile={p} />
      <PendingReviewNote profile={p} />
      {p.images.length === 0 && <AddPhotoNudge />}
      {/* Keyed by profile, so unsaved choices and the page never carry over to another profile. */}
      <VisibilityPanel key={`visibility-${id}`} profile={p} />
      <ProfileViewers key={`viewers-${id}`} profileId={id} onBlock={onBlock} />
      <ChecksPanel key={`checks-${id}`} profileId={id} name={p.name} mobile={p.mobile} />
      <div className="row g-4">
        <div className="col-lg-4">
          {main ? (
            <img
              src={main.card}
              alt={t('owner.mainPhotoAlt', { name: p.name })}
              className="img-fluid rounded shadow-sm mb-4 owner-main-photo"
            />
          ) : (
            <p className="text-body-secondary">{t('owner.noPhoto')}</p>
          )}
          <PhotoManager profile={p} />
        </div>
        <div className="col-lg-8">
          <ProfileDetails profile={p} />
        </div>
      </div>
      <div className="mt-4">{preferences?.(p.sex)}</div>
    </div>
  );
}

/**
 * A profile with no photo: families ask about those with one far more, so the owner is told, with
 * one tap to choose a photo (the label opens the photo field's file picker below).
 */
function AddPhotoNudge() {
  const { t } = useTranslation('profiles');
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2" role="note">
      <p className="mb-0">{t('owner.photoNudge')}</p>
      <label htmlFor="photo-file" className="btn btn-primary mb-0">
        {t('owner.addPhoto')}
      </label>
    </div>
  );
}
