import type { SiteFacts } from '@vivaha/shared/public';

import { usePageLanguage, useTranslation } from '@/lib/i18n';
import { groupDigits } from '@/lib/numbers';

import { useSiteFacts } from '../api/get-site-facts';

import { SectionTitle } from './section-title';

import '../home.css';

/** A count below this is not shown: "3 families joined" would worry more than it reassures. */
export const FACT_MIN = 10;

const FACTS = ['profiles', 'families', 'introductions'] as const satisfies ReadonlyArray<keyof SiteFacts>;

/**
 * A count as a round figure it does not overstate: 47 is "40", 1,234 "1,200", 56,789 "56,000"
 * (tens below a hundred, then two significant figures), shown with a "+". Undefined below FACT_MIN.
 */
export function friendlyCount(count: number): number | undefined {
  if (!Number.isFinite(count) || count < FACT_MIN) return undefined;
  const step = count < 100 ? 10 : 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.floor(count / step) * step;
}

/**
 * The homepage's trust facts, counted by the server: nothing while they load or if they fail, and
 * only the counts that are large enough to mean something; no section at all when none is.
 */
export function SiteFactsBand() {
  const { t } = useTranslation();
  const { data } = useSiteFacts();
  const language = usePageLanguage();
  if (!data) return null;
  const shown = FACTS.flatMap((fact) => {
    const count = friendlyCount(data[fact]);
    return count === undefined ? [] : [{ fact, count }];
  });
  if (!shown.length) return null;
  return (
    <section className="home-facts" aria-labelledby="home-facts-title">
      <div className="container">
        <SectionTitle id="home-facts-title">{t('home.facts.title')}</SectionTitle>
        <dl className="home-facts__list">
          {shown.map(({ fact, count }) => (
            <div key={fact} className="home-facts__item">
              <dt>{t(`home.facts.${fact}`)}</dt>
              <dd>{t('home.facts.atLeast', { value: groupDigits(count, language) })}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
