import { lazy, Suspense } from 'react';

import type { SearchFilters } from '@/lib/search-query';
import { useSession } from '@/lib/session';

const SaveSearchButton = lazy(() =>
  import('@/features/saved-searches/components/save-search-button').then((module) => ({
    default: module.SaveSearchButton,
  })),
);

/** "Save this search" for a signed-in member; a visitor never downloads it. */
function MemberSaveSearch({ filters }: { filters: SearchFilters }) {
  if (!useSession()) return null;
  return (
    <Suspense fallback={null}>
      <SaveSearchButton filters={filters} />
    </Suspense>
  );
}

/** What Profile Search and the browse pages show above their results. */
export const renderSaveSearch = (filters: SearchFilters) => <MemberSaveSearch filters={filters} />;
