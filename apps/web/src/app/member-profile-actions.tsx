import { lazy, Suspense } from 'react';

import type { ProfileSlotProps } from '@/components/profile-slot';
import { useSession } from '@/lib/session';

const ListActions = lazy(() =>
  import('@/features/lists/components/list-actions').then((module) => ({ default: module.ListActions })),
);

/**
 * Save and Not interested on every card and profile page, for signed-in members only: a visitor
 * never downloads them. The row's height is held while they load, so nothing below moves.
 */
export function MemberProfileActions(props: ProfileSlotProps) {
  if (!useSession()) return null;
  return (
    <Suspense fallback={<div style={{ minHeight: '2.75rem' }} aria-hidden="true" />}>
      <ListActions {...props} />
    </Suspense>
  );
}

/** What the app puts in every card's and profile page's slot. */
export const renderMemberActions = (props: ProfileSlotProps) => <MemberProfileActions {...props} />;
