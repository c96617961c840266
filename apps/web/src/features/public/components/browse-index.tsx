import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { BrowseKind } from '@vivaha/shared/routes';

import { useOptionLabel } from '@/lib/option-labels';

import { browseKindList, browseOptions, presetUrl } from '../browse-presets';

import '../public.css';

/** The groups of the index, in the order they are shown. */
const groups: readonly BrowseKind[] = ['Ethnicity', 'Religion', 'Marital-Status', 'Mother-Tongue', 'Occupation'];

function Group({ kind, wide = false }: { kind: BrowseKind; wide?: boolean }) {
  const { t } = useTranslation('public');
  const labelOf = useOptionLabel();
  const who = { Groom: t('browse.grooms'), Bride: t('browse.brides') } as const;
  return (
    <section className={wide ? 'mt-4' : 'col'} aria-labelledby={`browse-${kind}`}>
      <h3 id={`browse-${kind}`} className="h6 fw-bold">
        {t(`browse.groups.${kind}`)}
      </h3>
      <ul className={`list-unstyled browse-list mb-0${wide ? ' browse-list--columns' : ''}`}>
        {browseOptions(kind).map((option) => (
          <li key={option.id}>
            <span>{labelOf(browseKindList(kind), option)}</span>
            <span className="browse-links">
              {(['Groom', 'Bride'] as const).map((gender, index) => (
                <span key={gender}>
                  {index > 0 && <span aria-hidden="true"> · </span>}
                  <Link
                    to={presetUrl(kind, option, gender)}
                    aria-label={t(`browse.heading.${kind}`, {
                      label: labelOf(browseKindList(kind), option),
                      who: who[gender],
                    })}
                  >
                    {who[gender]}
                  </Link>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Links to every browse preset (spec section 2): ethnicities, religions, marital statuses,
 * mother tongues, the shortcut occupations and the shortcut countries, for grooms and brides.
 */
export function BrowseIndex() {
  return (
    <>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4">
        {groups.map((kind) => (
          <Group key={kind} kind={kind} />
        ))}
      </div>
      <Group kind="Country" wide />
    </>
  );
}
