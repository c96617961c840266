import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { confirmToast } from './confirm-toast';

/**
 * Delete a profile after the confirm toast that stays until answered (spec sections 2 and 8), for
 * its owner or the team. Resolves true once deleted, false when cancelled or when the call failed.
 */
export function useConfirmDelete(remove: (id: number) => Promise<unknown>) {
  const { t } = useTranslation();
  return async (id: number) => {
    const yes = await confirmToast(t('profileDelete.confirm'), {
      confirm: t('profileDelete.yes'),
      cancel: t('profileDelete.no'),
    });
    if (!yes) return false;
    try {
      await remove(id);
      toast.success(t('profileDelete.success'));
      return true;
    } catch (error) {
      console.error('Deleting profile', id, 'failed', error);
      toast.error(t('profileDelete.failed'));
      return false;
    }
  };
}
