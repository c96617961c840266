import { useCallback } from 'react';

import { confirmThenSend } from '@/components/confirm-then-send';
import { useTranslation } from '@/lib/i18n';

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
      return confirmThenSend(
        {
          title: t('block.title'),
          text: t('block.text', { name }),
          confirm: t('block.confirm'),
          cancel: t('cancel'),
          done: t('block.done'),
          failed: t('block.failed'),
        },
        () => mutateAsync(profileId),
        `Blocking the owner of profile ${profileId}`,
      );
    },
    [mutateAsync, i18n],
  );
}
