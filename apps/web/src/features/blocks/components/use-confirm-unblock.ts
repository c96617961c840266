import type { BlockItem } from '@vivaha/shared/privacy';

import { confirmDialog } from '@/components/confirm-dialog';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useUnblockMember } from '../api/unblock-member';

/** Unblock after "Are you sure?", with the server's message in a toast either way. */
export function useConfirmUnblock() {
  const { t } = useTranslation('blocks');
  const unblock = useUnblockMember();

  const confirmUnblock = async (item: Pick<BlockItem, 'profileId' | 'name'>) => {
    const yes = await confirmDialog({
      title: t('unblock.title'),
      text: t('unblock.text', { name: item.name }),
      confirm: t('unblock.confirm'),
      cancel: t('cancel'),
    });
    if (yes === undefined) return;
    try {
      const answer = await unblock.mutateAsync(item.profileId);
      toast.success(answer.message || t('unblock.done'));
    } catch (error) {
      console.error('Unblocking profile', item.profileId, 'failed', error);
      toast.error(error instanceof HttpError ? error.message : t('unblock.failed'));
    }
  };

  return {
    unblock: (item: Pick<BlockItem, 'profileId' | 'name'>) => void confirmUnblock(item),
    /** The profile being unblocked, whose button waits. */
    busyId: unblock.isPending ? unblock.variables : undefined,
  };
}
