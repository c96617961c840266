import type { SavedSearch } from '@vivaha/shared/lists';

import { emptyFilters } from '@/lib/search-query';

type AnswerFilters = SavedSearch['filters'];

/**
 * A search's filters as the server answers them (a saved search, partner preferences): numbers,
 * 0 and '' for any, ages 18 to 70 unless `changes` says otherwise.
 */
export const answerFilters = (changes: Partial<AnswerFilters> = {}): AnswerFilters => ({
  ...emptyFilters,
  sx: 0,
  af: 18,
  at: 70,
  ...changes,
});
