import { Link } from 'react-router';

import { ProfileListTable } from '@/components/profile-list-table';
import { useTranslation } from '@/lib/i18n';

import { ControlsLine } from './controls-line';
import type { ProfileListViewProps } from './profile-list-view';
import { ownerPath, editPath } from './profile-paths';
import { NextStep, StatusChip } from './profile-status';

/**
 * The member's profiles on a wider screen (spec section 2), each opening its owner view; under the
 * name, the profile's state and the next step.
 */
export function ProfileTable({ items, onDelete, prefetch }: ProfileListViewProps) {
  const { t } = useTranslation('profiles');
  return (
    <ProfileListTable
      items={items}
      caption={t('list.caption')}
      nameLink={(item) => (
        <Link to={ownerPath(item.profileId)} onPointerEnter={() => prefetch(item.profileId)}>
          {item.name}
        </Link>
      )}
      notes={(item) => (
        <div className="profile-table__state">
          <StatusChip item={item} />
          <ControlsLine item={item} />
          <NextStep item={item} small />
        </div>
      )}
      editPath={editPath}
      onDelete={onDelete}
      prefetch={prefetch}
    />
  );
}
