import type { OwnProfileListItem } from '@vivaha/shared/profile';

/** What My Profiles gives its table (wide screens) and its cards (phones): the rows, Delete, and prefetching a profile. */
export interface ProfileListViewProps {
  items: OwnProfileListItem[];
  onDelete: (id: number) => void;
  prefetch: (id: number) => void;
}
