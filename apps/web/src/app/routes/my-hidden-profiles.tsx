import { MyHiddenProfiles } from '@/features/lists/components/my-hidden-profiles';
import { SearchResultCard } from '@/features/public/components/search-result-card';

import '@/features/public/public.css';

export function Component() {
  return <MyHiddenProfiles Card={SearchResultCard} />;
}
