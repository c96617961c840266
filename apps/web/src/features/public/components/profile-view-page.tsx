import { useEffect } from 'react';
import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { PageSpinner } from '@/components/page-spinner';
import { VerifiedBadges } from '@/components/verified-badges';
import { AnswerError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';

import { isProfileMissing, useProfileView, type ProfileViewData } from '../api/get-profile-view';

import { AskBar, AskBesideName } from './ask-bar';
import { HoroscopeMatch } from './horoscope-match';
import { ProfileActions, type BlockMember } from './profile-actions';
import { ProfilePhotos } from './profile-photos';
import { AstroSection, BasicDetails, ContactSection, MoreDetails, someFieldsEmpty } from './profile-sections';
import type { SendRequest } from './request-access';
import { RequestPicker } from './request-picker';

import '../public.css';

/** Sets the document title (and, once known, the description) of the profile screen. */
function useProfileTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

/** Profile Not Found, with a way back to the search (also the route's error element's). */
export function NotFound() {
  const { t } = useTranslation('public');
  const { t: meta } = useTranslation('meta');
  useProfileTitle(meta('profileNotFound.title'));
  return (
    <div className="text-center py-4">
      <h1 className="h3">{t('view.notFoundTitle')}</h1>
      <p>{t('view.notFoundText')}</p>
      <Link className="btn btn-primary" to={paths.search}>
        {t('view.backToSearch')}
      </Link>
    </div>
  );
}

/** Error loading profile (spec section 8), the failure logged (also the route's error element's). */
export function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('public');
  const { t: meta } = useTranslation('meta');
  // Spec section 2 gives the profile view three titles: the name, Loading Profile..., or Profile Not Found.
  useProfileTitle(meta('profileNotFound.title'));
  useEffect(() => {
    console.error('Loading the profile failed', error);
  }, [error]);
  return (
    <p className="alert alert-danger" role="alert">
      {error instanceof AnswerError ? t('view.dataFailed') : t('view.loadFailed')}
    </p>
  );
}

/** What the route gives the screen: the request and block actions, and who is looking. */
export interface ViewerProps {
  onSendRequest: SendRequest;
  onBlock: BlockMember;
  /** The signed-in account's id once known; undefined for a visitor or while it loads. */
  viewerId: number | undefined;
}

function Profile({ view, onSendRequest, onBlock, viewerId }: ViewerProps & { view: ProfileViewData }) {
  const { t } = useTranslation('public');
  const { t: meta } = useTranslation('meta');
  const s = view.summary;
  const description = meta('profile.description', {
    name: s.name,
    age: s.age,
    ethnicity: s.ethnicity,
    religion: s.religion,
    brideOrGroom: s.sex === 'Female' ? t('search.bride') : t('search.groom'),
    location: [s.livingcity, s.residentcountry].filter(Boolean).join(', '),
  });
  useProfileTitle(t('view.title', { name: s.name }), description);
  const somethingHidden = !view.showphoto || !view.showcontact || !view.showastro;
  const approvedFor = view.permisionData.find((profile) => profile.request === 'approved');
  return (
    <article className={`profile-view${somethingHidden ? ' profile-view--asking' : ''}`}>
      {approvedFor && (
        <p className="alert alert-success" role="status">
          {t('view.approved', { name: approvedFor.name })}{' '}
          <Link to={`${paths.messages}?from=${approvedFor.profileId}&with=${s.profileid}`} className="alert-link">
            {t('view.write')}
          </Link>
        </p>
      )}
      <header className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h3 mb-1 text-break">{s.name}</h1>
          <p className="text-body-secondary mb-0">{t('view.profileId', { id: s.profileid })}</p>
          {view.bybroker && <p className="badge text-bg-warning text-wrap mt-2 mb-0">{t('view.byBroker')}</p>}
          <VerifiedBadges kinds={s.verified} />
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {somethingHidden && <AskBesideName view={view} />}
          <ProfileActions view={view} viewerId={viewerId} onBlock={onBlock} />
        </div>
      </header>
      <div className="row g-3 mb-3">
        <div className="col-sm-5">
          <div className="view-photo-column">
            <ProfilePhotos view={view} />
          </div>
        </div>
        <div className="col-sm-7">
          <BasicDetails view={view} />
        </div>
      </div>
      <MoreDetails view={view} />
      <ContactSection view={view} />
      <AstroSection view={view} />
      <HoroscopeMatch view={view} />
      {someFieldsEmpty(view) && <p className="text-body-secondary">{t('view.restEmpty')}</p>}
      {somethingHidden && (
        <>
          <RequestPicker view={view} onSendRequest={onSendRequest} />
          <AskBar view={view} />
        </>
      )}
    </article>
  );
}

function Loading() {
  const { t } = useTranslation('public');
  useProfileTitle(t('view.loadingTitle'));
  return <PageSpinner />;
}

function LoadProfile({ id, ...viewer }: ViewerProps & { id: number }) {
  const profile = useProfileView(id);
  if (profile.isPending) return <Loading />;
  if (profile.isError) return isProfileMissing(profile.error) ? <NotFound /> : <LoadFailed error={profile.error} />;
  return <Profile view={profile.data} {...viewer} />;
}

/**
 * The public profile view at /profile/{id}_{name} (spec section 2, Profile view). `id` is
 * undefined when the address does not start with a number: that is Profile Not Found, without
 * asking the server.
 */
export function ProfileViewPage({ id, ...viewer }: ViewerProps & { id: number | undefined }) {
  return id ? <LoadProfile id={id} {...viewer} /> : <NotFound />;
}
