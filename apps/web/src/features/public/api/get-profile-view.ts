import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProfileView } from '@vivaha/shared/public';

import { AnswerError, HttpError, api } from '@/lib/http';
import { useSession } from '@/lib/session';

import { publicKey, publicSchemas } from './public-schemas';

/** A profile as this visitor may see it, its JSON-string sections decoded and checked. */
export interface ProfileViewData extends Omit<
  ProfileView,
  'searchResults' | 'basicDetails' | 'astroDetails' | 'contactDetails' | 'imageDisplay'
> {
  summary: ProfileView['searchResults'];
  basic: ProfileView['basicDetails'];
  astro: ProfileView['astroDetails'];
  contact: ProfileView['contactDetails'];
  images: ProfileView['imageDisplay'];
}

/** The spec's section names, renamed for the screen. */
export const readProfileView = ({
  searchResults,
  basicDetails,
  astroDetails,
  contactDetails,
  imageDisplay,
  ...flags
}: ProfileView): ProfileViewData => ({
  ...flags,
  summary: searchResults,
  basic: basicDetails,
  astro: astroDetails,
  contact: contactDetails,
  images: imageDisplay,
});

/** GET /api/pp/{id}: with a token the server may open protected sections and lists the visitor's profiles. */
export const getProfileView = async (id: number, signal?: AbortSignal) => {
  const schema = publicSchemas().then((schemas) => schemas.profileViewSchema);
  return readProfileView(await api(`pp/${id}`, schema, { signal }));
};

/** No such published profile, or an id the server refuses. */
export const isProfileMissing = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400);

/** `viewer` keeps a visitor's and a member's answers apart: signing in shows more. */
export const profileViewQueryOptions = (id: number, viewer: string | null) =>
  queryOptions({
    queryKey: [...publicKey, 'profile', id, viewer],
    queryFn: ({ signal }) => getProfileView(id, signal),
    retry: (failures, error) => !isProfileMissing(error) && !(error instanceof AnswerError) && failures < 1,
  });

export function useProfileView(id: number) {
  const viewer = useSession()?.token ?? null;
  return useQuery(profileViewQueryOptions(id, viewer));
}
