import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import {
  adminProfileFormSchema,
  type AdminProfileForm as AdminFields,
  type AdminProfileFormInput,
} from '@vivaha/shared/admin';
import { adminMaritalStatusLabel } from '@vivaha/shared/options/marital-statuses';

import { ProfileFormShell } from '@/components/profile-form/profile-form-shell';
import { showSaveFailure } from '@/components/profile-form/save-failure';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useCreateAdminProfile } from '../api/create-admin-profile';
import { useUpdateAdminProfile } from '../api/update-admin-profile';

import { AdminFormSection } from './admin-form-section';
import { adminFieldNames, adminFormDefaults } from './admin-form-values';
import { adminCreatedPath, adminProfilePath } from './admin-paths';

interface Props {
  /** Edit mode when set; create mode otherwise. */
  profileId?: number;
  defaultValues?: AdminProfileFormInput;
}

/**
 * The admin profile form, create and edit (spec section 2): the member form's four sections, the
 * administration section, and marital status 77 spelt "Seperated". Save and Cancel go to the
 * profile's admin view, or on create to the detail route with an empty id, /admin/profile/.
 */
export function AdminProfileForm({ profileId, defaultValues = adminFormDefaults }: Props) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const create = useCreateAdminProfile();
  const update = useUpdateAdminProfile();
  const form = useForm<AdminProfileFormInput, unknown, AdminFields>({
    resolver: zodResolver(adminProfileFormSchema),
    defaultValues,
  });

  const onSubmit = async (body: AdminFields) => {
    try {
      const answer = profileId ? await update.mutateAsync({ id: profileId, body }) : await create.mutateAsync(body);
      toast.success(answer?.message || t('form.saved'));
      // The spec's route id: the profile's own on edit, empty on create (back to the listing).
      await navigate(profileId ? adminProfilePath(profileId) : adminCreatedPath);
    } catch (error) {
      showSaveFailure(error, form.setError, adminFieldNames, t('form.saveFailed'));
    }
  };

  const busy = form.formState.isSubmitting || create.isPending || update.isPending;
  const onCancel = () => void navigate(profileId ? adminProfilePath(profileId) : adminCreatedPath);
  return (
    <ProfileFormShell
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      busy={busy}
      maritalStatusLabel={adminMaritalStatusLabel}
    >
      <AdminFormSection create={!profileId} />
    </ProfileFormShell>
  );
}
