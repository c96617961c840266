import { generatePath } from 'react-router';

import { paths } from '@vivaha/shared/routes';

/** The admin detail view and the admin edit form of one profile. */
export const adminProfilePath = (id: number) => generatePath(paths.adminProfile, { id: String(id) });
export const adminEditPath = (id: number) => generatePath(paths.adminProfileEdit, { id: String(id) });

/** Where Cancel on the create form goes: the detail route with an empty id (spec section 7), the listing. */
export const adminCreateCancelPath = `${paths.adminProfiles}/`;

/** The id of /admin/profile/{id}, or undefined when it is not a positive whole number. */
export const adminIdParam = (value: string | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
