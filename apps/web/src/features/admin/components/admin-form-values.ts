import type { AdminProfile, AdminProfileFormInput } from '@vivaha/shared/admin';
import { newProfileFormValues } from '@vivaha/shared/profile';

import { toFormValues } from '@/components/profile-form/to-form-values';

/** The admin form's starting values on create: the member form's defaults, inactive and not reviewed. */
export const adminFormDefaults = {
  ...newProfileFormValues,
  active: 0,
  reviewed: false,
  horprotected: true,
  photoprotected: true,
  contactprotected: true,
  removeComments: '',
  ownerEmail: '',
} satisfies AdminProfileFormInput;

/** The fields in the form's order, so the first field the server refused takes the focus. */
export const adminFieldNames = Object.keys(adminFormDefaults) as (keyof typeof adminFormDefaults)[];

/** The edit form's values from the loaded profile: the member form's, then what only the team sets. */
export function toAdminFormValues(profile: AdminProfile): AdminProfileFormInput {
  return {
    ...adminFormDefaults,
    ...toFormValues(profile),
    active: profile.active,
    reviewed: profile.reviewed,
    horprotected: profile.horprotected,
    photoprotected: profile.photoprotected,
    contactprotected: profile.contactprotected,
    removeComments: profile.removeComments ?? '',
  };
}
