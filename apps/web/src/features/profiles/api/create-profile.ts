import { savedSchema } from '@vivaha/shared/answers';
import type { ProfileForm } from '@vivaha/shared/profile';

import { useStalingMutation } from '@/hooks/use-staling-mutation';
import { api } from '@/lib/http';

import { profileListsKey } from './list-profiles';

/** POST /api/profilecx: the parsed form, with astro_birthdaytime joined from dob and time. */
export const createProfile = (body: ProfileForm) => api('profilecx', savedSchema, { method: 'POST', body });

export const useCreateProfile = () => useStalingMutation(createProfile, () => [{ queryKey: profileListsKey }]);
