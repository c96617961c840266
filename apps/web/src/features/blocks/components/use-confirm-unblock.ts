import type { BlockItem } from '@vivaha/shared/privacy';

import { confirmThenSend } from '@/components/confirm-then-send';
import { useTranslation } from '@/lib/i18n';

import { useUnblockMember } from '../api/unblock-member';

/** Unblock after "Are you sure?", with the server's message in a toast either way. */
export function useConfirmUnblock() {
  const { t } = useTranslation('blocks');
  const unblock = useUnblockMember();

  const confirmUnblock = (item: Pick<BlockItem, 'profileId' | 'name'>) =>
    confirmThenSend(
      {
        title: t('unblock.title'),
        text: t('unblock.text', { name: item.name }),
        confirm: t('unblock.confirm'),
        cancel: t('cancel'),
        done: t('unblock.done'),
        failed: t('unblock.failed'),
      },
      () => unblock.mutateAsync(item.profileId),
      `Unblocking profile ${item.profileId}`,
    );

  return {
    unblock: (item: Pick<BlockItem, 'profileId' | 'name'>) => void confirmUnblock(item),
    /** The profile being unblocked, whose button waits. */
    busyId: unblock.isPending ? unblock.variables : undefined,
  };
}
