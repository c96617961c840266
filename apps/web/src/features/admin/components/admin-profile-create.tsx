import { useTranslation } from '@/lib/i18n';

import { AdminProfileForm } from './admin-profile-form';

/** Admin Create Profile at /admin/profile/new. Photos are managed by the owner once it is saved. */
export function AdminProfileCreate() {
  const { t } = useTranslation('admin');
  return (
    <div className="container py-4">
      <h1 className="h2">{t('form.createTitle')}</h1>
      <AdminProfileForm />
    </div>
  );
}
