import { useContext, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

import { CHUNK_LOAD_TIMEOUT_MS } from '@vivaha/shared/constants';
import { browseKinds, browsePath, paths } from '@vivaha/shared/routes';

import { ProfileSlotProvider } from '@/components/profile-slot';
import { adminListEditRoute } from '@/features/admin/components/admin-paths';
import { AuthModalProvider } from '@/features/auth/components/auth-modal-context';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { routerBase } from '@/lib/language';
import { PageHeadContext } from '@/lib/page-head';

import { FullWidthLayout } from './layouts/full-width-layout';
import { ThreeColumnLayout } from './layouts/three-column-layout';
import { renderMemberActions } from './member-profile-actions';
import { HomeRoute } from './routes/home';
import { SessionWatcher } from './session-watcher';

/** Each screen's loader by name, so a page drawn on the server can load its screens before it hydrates. */
const loaders = new Map<string, () => Promise<void>>();

/**
 * A screen loaded with its own chunk. The load gives up after the spec's 120 seconds so the
 * error screen can offer a reload instead of a spinner that never ends. Once loaded it draws at
 * once: a drawn page's screens are loaded before the app takes the page over (main.tsx), so the
 * page is taken over in one pass, with no part waiting and no tap lost meanwhile. On the server a
 * screen notes its name in the page (entry-server.tsx).
 */
function screen(name: string, load: () => Promise<{ Component: ComponentType }>) {
  let Loaded: ComponentType | undefined;
  let failed: unknown;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= (() => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('The page took too long to load.')), CHUNK_LOAD_TIMEOUT_MS);
      });
      return Promise.race([load(), late])
        .then(
          (module) => void (Loaded = module.Component),
          (error: unknown) => void (failed = error),
        )
        .finally(() => clearTimeout(timer));
    })());
  loaders.set(name, start);
  return function Screen() {
    const note = useContext(PageHeadContext);
    note?.({ screens: [name] });
    if (failed) throw failed;
    if (!Loaded) throw start();
    return <Loaded />;
  };
}

/** Loads the named screens (those a drawn page was drawn with); unknown names are passed over. */
export const loadScreens = (names: string[]) => Promise.all(names.map((name) => loaders.get(name)?.()));

const About = screen('about', () => import('./routes/about'));
const Privacy = screen('privacy', () => import('./routes/privacy'));
const Terms = screen('terms', () => import('./routes/terms'));
const Faq = screen('faq', () => import('./routes/faq'));
const Contact = screen('contact', () => import('./routes/contact'));
const NotFound = screen('not-found', () => import('./routes/not-found'));
const Login = screen('login', () => import('./routes/login'));
const Reset = screen('reset', () => import('./routes/reset'));
const ChangeEmail = screen('change-email', () => import('./routes/change-email'));
const ConfirmEmail = screen('confirm-email', () => import('./routes/confirm-email'));
const ChangePassword = screen('change-password', () => import('./routes/change-password'));
const UpdateDetails = screen('update-details', () => import('./routes/update-details'));
const MyProfiles = screen('my-profiles', () => import('./routes/my-profiles'));
const ProfileNew = screen('profile-new', () => import('./routes/profile-new'));
const ProfileEdit = screen('profile-edit', () => import('./routes/profile-edit'));
const ProfileOwner = screen('profile-owner', () => import('./routes/profile-owner'));
const Search = screen('search', () => import('./routes/search'));
const Browse = screen('browse', () => import('./routes/browse'));
const ProfileView = screen('profile-view', () => import('./routes/profile-view'));
const MyRequests = screen('my-requests', () => import('./routes/my-requests'));
const MyApprovals = screen('my-approvals', () => import('./routes/my-approvals'));
const MyBlockedMembers = screen('my-blocked-members', () => import('./routes/my-blocked-members'));
const MyShortlist = screen('my-shortlist', () => import('./routes/my-shortlist'));
const MyHiddenProfiles = screen('my-hidden-profiles', () => import('./routes/my-hidden-profiles'));
const MySavedSearches = screen('my-saved-searches', () => import('./routes/my-saved-searches'));
const Matches = screen('matches', () => import('./routes/matches'));
const MatchesChoice = screen('matches-choice', () => import('./routes/matches-choice'));
const AdminOverview = screen('admin-overview', () => import('./routes/admin-overview'));
const AdminProfiles = screen('admin-profiles', () => import('./routes/admin-profiles'));
const AdminProfile = screen('admin-profile', () => import('./routes/admin-profile'));
const AdminProfileNew = screen('admin-profile-new', () => import('./routes/admin-profile-new'));
const AdminProfileEdit = screen('admin-profile-edit', () => import('./routes/admin-profile-edit'));
const AdminReports = screen('admin-reports', () => import('./routes/admin-reports'));

/** A member screen: a visitor is asked to log in before its chunk even loads. */
const member = (Screen: ComponentType) => (
  <RequireAuth>
    <Screen />
  </RequireAuth>
);

/** The app in the browser: the address bar drives the routes. */
export function AppRouter() {
  return (
    <BrowserRouter basename={routerBase}>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * The route table of spec section 2; titles come from the shared table by path. The browser puts
 * it inside its BrowserRouter, the server (entry-server.tsx) inside a StaticRouter.
 */
export function AppRoutes() {
  return (
    <AuthModalProvider>
      <SessionWatcher />
      <ProfileSlotProvider value={renderMemberActions}>
        <Routes>
          <Route element={<FullWidthLayout />}>
            <Route path={paths.home} element={<HomeRoute />} />
            <Route path={paths.about} element={<About />} />
            <Route path={paths.privacy} element={<Privacy />} />
            <Route path={paths.terms} element={<Terms />} />
            <Route path={paths.faq} element={<Faq />} />
            <Route path={paths.contact} element={<Contact />} />
            <Route path={paths.login} element={<Login />} />
            <Route path={paths.reset} element={<Reset />} />
            <Route path={paths.changeEmail} element={<ChangeEmail />} />
            <Route path={paths.confirmEmail} element={<ConfirmEmail />} />
            <Route path={paths.changePassword} element={<ChangePassword />} />
            <Route path={paths.updateDetails} element={<UpdateDetails />} />
            <Route path={paths.dashboard} element={member(MyProfiles)} />
            <Route path={paths.profiles} element={member(MyProfiles)} />
            <Route path={paths.profileNew} element={member(ProfileNew)} />
            {/* The admin listing's edit links read /Profiles/edit/{id}: told apart from the member's by case. */}
            <Route caseSensitive path={adminListEditRoute} element={member(AdminProfileEdit)} />
            <Route path={paths.profileEdit} element={member(ProfileEdit)} />
            <Route path={paths.profileOwner} element={member(ProfileOwner)} />
            <Route path={paths.myRequests} element={member(MyRequests)} />
            <Route path={paths.myApprovals} element={member(MyApprovals)} />
            <Route path={paths.myBlocked} element={member(MyBlockedMembers)} />
            <Route path={paths.myShortlist} element={member(MyShortlist)} />
            <Route path={paths.myHidden} element={member(MyHiddenProfiles)} />
            <Route path={paths.mySavedSearches} element={member(MySavedSearches)} />
            <Route path={paths.matchesChoice} element={member(MatchesChoice)} />
            <Route path={paths.matches} element={member(Matches)} />
            <Route path={paths.adminOverview} element={member(AdminOverview)} />
            <Route path={paths.adminProfiles} element={member(AdminProfiles)} />
            <Route path={paths.adminProfileNew} element={member(AdminProfileNew)} />
            <Route path={paths.adminProfile} element={member(AdminProfile)} />
            <Route path={paths.adminProfileEdit} element={member(AdminProfileEdit)} />
            <Route path={paths.adminProfileEditAlt} element={member(AdminProfileEdit)} />
            <Route path={paths.adminReports} element={member(AdminReports)} />
            <Route element={<ThreeColumnLayout />}>
              <Route path={paths.search} element={<Search />} />
              <Route path={paths.grooms} element={<Browse />} />
              <Route path={paths.brides} element={<Browse />} />
              {browseKinds.map((kind) => (
                <Route key={kind} path={browsePath(kind)} element={<Browse />} />
              ))}
              <Route path={paths.profile} element={<ProfileView />} />
            </Route>
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </ProfileSlotProvider>
    </AuthModalProvider>
  );
}
