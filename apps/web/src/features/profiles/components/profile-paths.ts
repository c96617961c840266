import { generatePath } from 'react-router';

import { paths } from '@vivaha/shared/routes';

/** The owner view and the edit form of one profile. */
export const ownerPath = (id: number) => generatePath(paths.profileOwner, { id: String(id) });
export const editPath = (id: number) => generatePath(paths.profileEdit, { id: String(id) });
