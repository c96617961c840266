import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, type LoaderFunctionArgs, type RouteObject } from 'react-router';

import { CHUNK_LOAD_TIMEOUT_MS } from '@vivaha/shared/constants';
import { splitLanguage } from '@vivaha/shared/languages';
import { browseKinds, browsePath, paths } from '@vivaha/shared/routes';
import { profileIdFromSlug } from '@vivaha/shared/slugs';

import { PageSpinner } from '@/components/page-spinner';
import { ProfileSlotProvider } from '@/components/profile-slot';
import { adminListEditRoute } from '@/features/admin/components/admin-paths';
import { AuthModalProvider } from '@/features/auth/components/auth-modal-context';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { siteFactsQueryOptions } from '@/features/home/api/get-site-facts';
import { successStoriesQueryOptions } from '@/features/home/api/get-success-stories';
import { profileViewQueryOptions } from '@/features/public/api/get-profile-view';
import { randomProfilesQueryOptions } from '@/features/public/api/get-random-profiles';
import { searchQueryOptions } from '@/features/public/api/search-profiles';
import { presetFromPath } from '@/features/public/browse-presets';
import { ProfileViewError, SearchError } from '@/features/public/components/route-errors';
import { checkFilters, readPage, readSearch, type SearchState } from '@/lib/search-query';
import { session } from '@/lib/session';

import { FullWidthLayout } from './layouts/full-width-layout';
import { ThreeColumnLayout } from './layouts/three-column-layout';
import { renderMemberActions } from './member-profile-actions';
import { RouteError } from './route-error';
import { HomeRoute } from './routes/home';
import { SessionWatcher } from './session-watcher';

/**
 * A screen's own chunk (React Router's `lazy`). The load gives up after the spec's 120 seconds so
 * the error screen can offer a reload instead of a spinner that never ends.
 */
/** What a screen's module gives its route: the screen. */
type ScreenModule = { Component: ComponentType };

function screen(load: () => Promise<ScreenModule>) {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The page took too long to load.')), CHUNK_LOAD_TIMEOUT_MS);
    });
    return Promise.race([load(), late]).finally(() => clearTimeout(timer));
  };
}

/** The providers and the layout around every screen, inside the router. */
function Root() {
  return (
    <AuthModalProvider>
      <SessionWatcher />
      <ProfileSlotProvider value={renderMemberActions}>
        <FullWidthLayout />
      </ProfileSlotProvider>
    </AuthModalProvider>
  );
}

/** Member and admin screens: a visitor is asked to log in. */
function Members() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

/** Where the loaders find the query client they fetch through (the browser's one, a render's own). */
export type QueryClientOf = (args: LoaderFunctionArgs) => QueryClient;

/** The address without its language prefix, as the routes match it. */
const pathOf = (request: Request) => splitLanguage(new URL(request.url).pathname).path;

/**
 * The route table of spec section 2, as React Router's route objects; titles come from the shared
 * table by path. The browser runs it in createBrowserRouter, the server (entry-server.tsx) in
 * createStaticHandler. The public screens' loaders fetch what the screen shows through the query
 * client (`ensureQueryData`), so a screen draws at once with its data, on the server too, and a
 * failure shows the screen's error element (spec section 8). Member and admin screens are drawn
 * by the browser and ask for their own data. `clientOf` gives the loaders their query client:
 * the browser's one, or on the server the render's own from the loaders' context, so one route
 * table serves every render. (Not the browser router's `getContext`: with it React Router waits
 * a turn before every navigation, and a screen's two address changes in a row, a step's
 * `replace` then its `push`, would cut each other short.)
 */
export function appRoutes(clientOf: QueryClientOf): RouteObject[] {
  /** The search and browse screens' one page of results; a search the form refuses is not asked. */
  const results = async (args: LoaderFunctionArgs, state: SearchState | undefined) => {
    if (state && Object.keys(checkFilters(state)).length === 0)
      await clientOf(args).ensureQueryData(searchQueryOptions(state));
    return null;
  };
  const browse: Pick<RouteObject, 'loader' | 'lazy' | 'errorElement'> = {
    loader: (args: LoaderFunctionArgs) => {
      const preset = presetFromPath(pathOf(args.request), args.params);
      const page = readPage(new URL(args.request.url).searchParams);
      return results(args, preset?.valid ? { ...preset.filters, page } : undefined);
    },
    lazy: screen(() => import('./routes/browse')),
    errorElement: <SearchError />,
  };
  const member = (path: string, load: () => Promise<ScreenModule>, caseSensitive = false): RouteObject => ({
    path,
    caseSensitive,
    lazy: screen(load),
  });

  return [
    {
      element: <Root />,
      // A page the browser draws shows the spinner while its first screen and data load.
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              path: paths.home,
              element: <HomeRoute />,
              loader: async (args) => {
                // The homepage shows what it can: its own parts say when one of these fails.
                const queryClient = clientOf(args);
                await Promise.all([
                  queryClient.prefetchQuery(randomProfilesQueryOptions()),
                  queryClient.prefetchQuery(siteFactsQueryOptions()),
                  queryClient.prefetchQuery(successStoriesQueryOptions()),
                ]);
                return null;
              },
            },
            { path: paths.about, lazy: screen(() => import('./routes/about')) },
            { path: paths.privacy, lazy: screen(() => import('./routes/privacy')) },
            { path: paths.safety, lazy: screen(() => import('./routes/safety')) },
            { path: paths.terms, lazy: screen(() => import('./routes/terms')) },
            { path: paths.faq, lazy: screen(() => import('./routes/faq')) },
            { path: paths.contact, lazy: screen(() => import('./routes/contact')) },
            { path: paths.login, lazy: screen(() => import('./routes/login')) },
            { path: paths.reset, lazy: screen(() => import('./routes/reset')) },
            { path: paths.changeEmail, lazy: screen(() => import('./routes/change-email')) },
            { path: paths.confirmEmail, lazy: screen(() => import('./routes/confirm-email')) },
            { path: paths.changePassword, lazy: screen(() => import('./routes/change-password')) },
            { path: paths.updateDetails, lazy: screen(() => import('./routes/update-details')) },
            {
              element: <Members />,
              children: [
                member(paths.dashboard, () => import('./routes/my-profiles')),
                member(paths.profiles, () => import('./routes/my-profiles')),
                member(paths.profileNew, () => import('./routes/profile-new')),
                // The admin listing's edit links read /Profiles/edit/{id}: told apart from the member's by case.
                member(adminListEditRoute, () => import('./routes/admin-profile-edit'), true),
                member(paths.profileEdit, () => import('./routes/profile-edit')),
                member(paths.profileOwner, () => import('./routes/profile-owner')),
                member(paths.myRequests, () => import('./routes/my-requests')),
                member(paths.myApprovals, () => import('./routes/my-approvals')),
                member(paths.myBlocked, () => import('./routes/my-blocked-members')),
                member(paths.myShortlist, () => import('./routes/my-shortlist')),
                member(paths.myHidden, () => import('./routes/my-hidden-profiles')),
                member(paths.mySavedSearches, () => import('./routes/my-saved-searches')),
                member(paths.myData, () => import('./routes/my-data')),
                member(paths.messages, () => import('./routes/messages')),
                member(paths.matchesChoice, () => import('./routes/matches-choice')),
                member(paths.matches, () => import('./routes/matches')),
                member(paths.adminOverview, () => import('./routes/admin-overview')),
                member(paths.adminProfiles, () => import('./routes/admin-profiles')),
                member(paths.adminProfileNew, () => import('./routes/admin-profile-new')),
                member(paths.adminProfile, () => import('./routes/admin-profile')),
                member(paths.adminProfileEdit, () => import('./routes/admin-profile-edit')),
                member(paths.adminProfileEditAlt, () => import('./routes/admin-profile-edit')),
                member(paths.adminReports, () => import('./routes/admin-reports')),
                member(paths.adminStories, () => import('./routes/admin-stories')),
              ],
            },
            {
              element: <ThreeColumnLayout />,
              children: [
                {
                  path: paths.search,
                  loader: (args) => results(args, readSearch(new URL(args.request.url).searchParams)),
                  lazy: screen(() => import('./routes/search')),
                  errorElement: <SearchError />,
                },
                { path: paths.grooms, ...browse },
                { path: paths.brides, ...browse },
                ...browseKinds.map((kind) => ({ path: browsePath(kind), ...browse })),
                {
                  path: paths.profile,
                  loader: async (args) => {
                    // An address that does not start with a number is Profile Not Found, without asking.
                    const id = profileIdFromSlug(args.params.profileSlug ?? '');
                    if (id) await clientOf(args).ensureQueryData(profileViewQueryOptions(id, session.token() ?? null));
                    return null;
                  },
                  lazy: screen(() => import('./routes/profile-view')),
                  errorElement: <ProfileViewError />,
                },
              ],
            },
            { path: '*', lazy: screen(() => import('./routes/not-found')) },
          ],
        },
      ],
    },
  ];
}
