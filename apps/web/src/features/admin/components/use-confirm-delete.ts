import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';

import { confirmToast } from '@/components/confirm-toast';

import { useDeleteAdminProfile } from '../api/delete-admin-profile';

/**
 * Delete any profile after the confirm toast that stays until answered (spec sections 2 and 8).
 * Resolves true once the profile is deleted, false when cancelled or when the call failed.
 */
export function useConfirmDelete() {
  const { t } = useTranslation('admin');
  const remove = useDeleteAdminProfile();

  return async (id: number) => {
    const yes = await confirmToast(t('delete.confirm'), { confirm: t('actions.confirm'), cancel: t('actions.cancel') });
    if (!yes) return false;
    try {
      await remove.mutateAsync(id);
      toast.success(t('delete.success'));
      return true;
    } catch (error) {
      console.error('Deleting profile', id, 'failed', error);
      toast.error(t('delete.failed'));
      return false;
    }
  };
}
