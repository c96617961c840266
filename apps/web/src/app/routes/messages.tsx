import { useConfirmBlock } from '@/features/blocks/components/use-confirm-block';
import { MessagesScreen } from '@/features/conversations/components/messages-screen';

export function Component() {
  return <MessagesScreen onBlock={useConfirmBlock()} />;
}
