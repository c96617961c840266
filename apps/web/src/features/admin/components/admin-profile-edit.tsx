import { ProfileNotLoaded } from '@/components/profile-not-loaded';
import { useTranslation } from '@/lib/i18n';

import { useAdminProfile } from '../api/get-admin-profile';

import { toAdminFormValues } from './admin-form-values';
import { adminProfileTexts } from './admin-not-found';
import { AdminProfileForm } from './admin-profile-form';

/** Admin Edit Profile at /admin/profile/edit/{id} (also /profile/admin/edit/{id}): the loaded profile in the form. */
export function AdminProfileEdit({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const profile = useAdminProfile(id);

  if (!profile.isSuccess) return <ProfileNotLoaded query={profile} texts={adminProfileTexts} />;
  return (
    <div className="container py-4">
      <h1 className="h2">{t('form.editTitle')}</h1>
      {/* The form takes the loaded values once; a reload of the profile keeps what was typed. */}
      <AdminProfileForm key={id} profileId={id} defaultValues={toAdminFormValues(profile.data)} />
    </div>
  );
}
