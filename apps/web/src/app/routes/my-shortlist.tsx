import { MyShortlist } from '@/features/lists/components/my-shortlist';
import { SearchResultCard } from '@/features/public/components/search-result-card';

import '@/features/public/public.css';

export function Component() {
  return <MyShortlist Card={SearchResultCard} />;
}
