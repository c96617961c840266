import { queryOptions, useQuery } from '@tanstack/react-query';

import { userDetailsSchema } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

/** GET /identity/getuserdetails */
export const getUserDetails = () => identity('getuserdetails', userDetailsSchema);

export const userDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['identity', 'user-details'], queryFn: getUserDetails, retry: false });

export const useUserDetails = () => useQuery(userDetailsQueryOptions());
