import { queryOptions, useQuery } from '@tanstack/react-query';

import type {
  AstroDetails,
  BasicDetails,
  ContactDetails,
  ImageDisplay,
  ProfileView,
  ViewSummary,
} from '@vivaha/shared/public';

import { HttpError, api } from '@/lib/http';
import { useSession } from '@/lib/session';

import { publicKey } from './parse-results';

/** A profile as this visitor may see it, its JSON-string sections read. */
export interface ProfileViewData {
  summary: ViewSummary;
  basic: BasicDetails;
  astro: AstroDetails;
  contact: ContactDetails;
  images: ImageDisplay;
  showphoto: boolean;
  photoavailable: boolean;
  photoprotected: boolean;
  showcontact: boolean;
  showastro: boolean;
  fkCustId: number;
  /** Created by a marriage broker. */
  bybroker: boolean;
  /** The signed-in visitor's own profiles, to ask with. */
  permisionData: ProfileView['permisionData'];
}

/** The server answered, but one of its JSON-string sections could not be read. */
export class ProfileDataError extends Error {
  constructor(cause: unknown) {
    super('The profile data could not be read.', { cause });
    this.name = 'ProfileDataError';
  }
}

export function readProfileView(view: ProfileView): ProfileViewData {
  try {
    return {
      summary: JSON.parse(view.searchResults) as ViewSummary,
      basic: JSON.parse(view.basicDetails) as BasicDetails,
      astro: JSON.parse(view.astroDetails) as AstroDetails,
      contact: JSON.parse(view.contactDetails) as ContactDetails,
      images: JSON.parse(view.imageDisplay) as ImageDisplay,
      showphoto: view.showphoto,
      photoavailable: view.photoavailable,
      photoprotected: view.photoprotected,
      showcontact: view.showcontact,
      showastro: view.showastro,
      fkCustId: view.fkCustId,
      bybroker: view.bybroker,
      permisionData: view.permisionData ?? [],
    };
  } catch (error) {
    throw new ProfileDataError(error);
  }
}

/** GET /api/pp/{id}: with a token the server may open protected sections and lists the visitor's profiles. */
export const getProfileView = async (id: number, signal?: AbortSignal) =>
  readProfileView(await api<ProfileView>(`pp/${id}`, { signal }));

/** No such published profile, or an id the server refuses. */
export const isProfileMissing = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400);

/** `viewer` keeps a visitor's and a member's answers apart: signing in shows more. */
export const profileViewQueryOptions = (id: number, viewer: string | null) =>
  queryOptions({
    queryKey: [...publicKey, 'profile', id, viewer],
    queryFn: ({ signal }) => getProfileView(id, signal),
    retry: (failures, error) => !isProfileMissing(error) && !(error instanceof ProfileDataError) && failures < 1,
  });

export function useProfileView(id: number) {
  const viewer = useSession()?.token ?? null;
  return useQuery(profileViewQueryOptions(id, viewer));
}
