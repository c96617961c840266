import { useCallback } from 'react';

import { useTranslation } from '@/lib/i18n';
import { useOptionLabel } from '@/lib/option-labels';
import { searchLists } from '@/lib/search-lists';
import type { SearchFilters } from '@/lib/search-query';

/** The most a saved search's name may have. */
export const NAME_MAX = 60;

/**
 * A search's filters in words on one line: "Brides · 24–30 · Buddhist · Sinhalese · Sri Lanka",
 * or "Everyone" when nothing is chosen. Codes no list knows are left out.
 */
export function useFiltersSummary() {
  const { t } = useTranslation('saved-searches');
  const labelOf = useOptionLabel();
  return useCallback(
    (filters: SearchFilters) => {
      const parts: string[] = [];
      if (filters.sx === 1) parts.push(t('summary.grooms'));
      if (filters.sx === 2) parts.push(t('summary.brides'));
      const from = filters.af.trim();
      const to = filters.at.trim();
      if (from && to) parts.push(t('summary.ages', { from, to }));
      else if (from) parts.push(t('summary.ageFrom', { age: from }));
      else if (to) parts.push(t('summary.ageTo', { age: to }));
      for (const [field, options] of searchLists) {
        const option = options.find((item) => item.id === filters[field]);
        if (option) parts.push(labelOf(options, option));
      }
      if (filters.st.trim()) parts.push(t('summary.caste', { caste: filters.st.trim() }));
      if (filters.ct?.trim()) parts.push(t('summary.city', { city: filters.ct.trim() }));
      for (const kind of filters.vf ?? []) parts.push(t(`common:checks.${kind}`));
      return parts.length > 0 ? parts.join(' · ') : t('summary.everyone');
    },
    [t, labelOf],
  );
}

/** A name made from a summary: whole parts while they fit, else the summary cut at the limit. */
export function suggestedName(summary: string): string {
  if (summary.length <= NAME_MAX) return summary;
  const parts = summary.split(' · ');
  while (parts.length > 1 && parts.join(' · ').length > NAME_MAX) parts.pop();
  return parts.join(' · ').slice(0, NAME_MAX).trim();
}
