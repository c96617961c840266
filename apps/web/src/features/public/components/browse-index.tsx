import { Link } from 'react-router';

import type { BrowseKind } from '@vivaha/shared/routes';

import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';
import { useOptionAdjective, useOptionLabel } from '@/lib/option-labels';

import { useBrowseCounts, type BrowseCount } from '../api/get-browse-counts';
import { browseKindInfo, browseKindList, browseOptions, presetUrl } from '../browse-presets';

type CountOf = (field: string, code: number) => BrowseCount;

import '../public.css';

/** The groups of the index, in the order they are shown. */
const groups: readonly BrowseKind[] = ['Ethnicity', 'Religion', 'Marital-Status', 'Mother-Tongue', 'Occupation'];

function Group({ kind, countOf, wide = false }: { kind: BrowseKind; countOf?: CountOf; wide?: boolean }) {
  const { t } = useTranslation('public');
  const labelOf = useOptionLabel();
  const adjectiveOf = useOptionAdjective();
  const who = { Groom: t('browse.grooms'), Bride: t('browse.brides') } as const;
  const { field } = browseKindInfo[kind];
  // With the counts known, only the presets that find someone; without them (the call failed), all.
  const rows = browseOptions(kind).flatMap((option) => {
    const count = countOf?.(field, option.id);
    const genders = (['Groom', 'Bride'] as const).filter(
      (gender) => !count || (gender === 'Groom' ? count.grooms : count.brides) > 0,
    );
    return genders.length ? [{ option, count, genders }] : [];
  });
  if (!rows.length) return null;
  return (
    <section className={wide ? 'mt-4' : 'col'} aria-labelledby={`browse-${kind}`}>
      <h3 id={`browse-${kind}`} className="h6 fw-bold">
        {t(`browse.groups.${kind}`)}
      </h3>
      <ul className={`list-unstyled browse-list mb-0${wide ? ' browse-list--columns' : ''}`}>
        {rows.map(({ option, count, genders }) => {
          const label = labelOf(browseKindList(kind), option);
          return (
            <li key={option.id}>
              <span>{label}</span>
              <span className="browse-links">
                {genders.map((gender) => {
                  const found = count && (gender === 'Groom' ? count.grooms : count.brides);
                  return (
                    <Link
                      key={gender}
                      to={presetUrl(kind, option, gender)}
                      aria-label={t(`browse.heading.${kind}`, {
                        label: adjectiveOf(browseKindList(kind), option),
                        who: who[gender],
                      })}
                    >
                      {found ? t('browse.counted', { who: who[gender], count: found }) : who[gender]}
                    </Link>
                  );
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Links to the browse presets (spec section 2): ethnicities, religions, marital statuses, mother
 * tongues, the shortcut occupations and the shortcut countries, for grooms and brides, each with
 * how many it finds; a preset that would find nobody is left out.
 */
export function BrowseIndex() {
  const counts = useBrowseCounts();
  // The links wait for their counts, so the list does not shrink under the reader's eyes.
  if (counts.isPending) return <PageSpinner />;
  return (
    <>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4">
        {groups.map((kind) => (
          <Group key={kind} kind={kind} countOf={counts.data} />
        ))}
      </div>
      <Group kind="Country" countOf={counts.data} wide />
    </>
  );
}
