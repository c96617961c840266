import { generatePath } from 'react-router';

import { paths } from '@vivaha/shared/routes';

/** The admin detail view and the admin edit form of one profile. */
export const adminProfilePath = (id: number) => generatePath(paths.adminProfile, { id: String(id) });
export const adminEditPath = (id: number) => generatePath(paths.adminProfileEdit, { id: String(id) });

/**
 * The admin listing's Edit reads /Profiles/edit/{id}, capital P (spec section 2), told apart from
 * the member's /profiles/edit/{id} by case.
 */
export const adminListEditRoute = '/Profiles/edit/:id';
export const adminListEditPath = (id: number) => generatePath(adminListEditRoute, { id: String(id) });

/** Where Save and Cancel on the create form go: the detail route with an empty id (spec sections 2 and 7). */
export const adminCreatedPath = `${paths.adminProfiles}/`;

/** The id of /admin/profile/{id}, or undefined when it is not a positive whole number. */
export const adminIdParam = (value: string | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
