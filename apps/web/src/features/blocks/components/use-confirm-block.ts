import { useCallback } from 'react';

import { confirmDialog } from '@/components/confirm-dialog';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useBlockMember } from '../api/block-member';

/** Blocks the owner of `profileId` (named `name` in the dialog); resolves true once blocked. */
export type BlockMember = (profileId: number, name: string) => Promise<boolean>;

/**
 * Block after "Are you sure?": the server's message in a toast either way. Screens that offer
 * Block get this from their route, so they need not know about blocks. The words load on the
 * first Block, so a public profile does not wait for them.
 */
export function useConfirmBlock(): BlockMember {
  const { i18n } = useTranslation();
  const { mutateAsync } = useBlockMember();
  return useCallback(
    async (profileId: number, name: string) => {
      await i18n.loadNamespaces('blocks');
      const t = i18n.getFixedT(null, 'blocks');
      const yes = await confirmDialog({
        title: t('block.title'),
        text: t('block.text', { name }),
        confirm: t('block.confirm'),
        cancel: t('cancel'),
      });
      if (yes === undefined) return false;
      try {
        const answer = await mutateAsync(profileId);
        toast.success(answer.message || t('block.done'));
        return true;
      } catch (error) {
        console.error('Blocking the owner of profile', profileId, 'failed', error);
        toast.error(error instanceof HttpError ? error.message : t('block.failed'));
        return false;
      }
    },
    [mutateAsync, i18n],
  );
}
