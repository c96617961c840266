import type { VerificationKind } from '@vivaha/shared/verification';

import { useTranslation } from '@/lib/i18n';

import './verified-badges.css';

/** A badge's tick, drawn, so no font is needed for it. */
const Tick = () => (
  <svg className="verified-badge__tick" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
    <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

/** A card's badges, as items of its list of chips (README, Verification). */
export function VerifiedChips({ kinds }: { kinds: readonly VerificationKind[] }) {
  const { t } = useTranslation();
  return kinds.map((kind) => (
    <li key={kind} className="result-chip verified-badge">
      <Tick />
      {t(`checks.${kind}`)}
    </li>
  ));
}

/**
 * The badges as a list of their own (the profile page, the team's list; `compact` on the small
 * cards of the homepage and the side columns).
 */
export function VerifiedList({ kinds, compact = false }: { kinds: readonly VerificationKind[]; compact?: boolean }) {
  const { t } = useTranslation();
  if (!kinds.length) return null;
  return (
    <ul
      className={`verified-badges__list${compact ? ' verified-badges__list--compact' : ''}`}
      aria-label={t('checks.label')}
    >
      {kinds.map((kind) => (
        <li key={kind} className="verified-badge">
          <Tick />
          {t(`checks.${kind}`)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The profile page's badges, and what each means, one tap away: what was checked, that no
 * document was kept, and that a check is no promise.
 */
export function VerifiedBadges({ kinds }: { kinds: readonly VerificationKind[] }) {
  const { t } = useTranslation();
  if (!kinds.length) return null;
  return (
    <div className="verified-badges mt-2">
      <VerifiedList kinds={kinds} />
      <details className="verified-badges__meaning">
        <summary>{t('checks.explain')}</summary>
        <dl className="mb-1">
          {kinds.map((kind) => (
            <div key={kind}>
              <dt>{t(`checks.${kind}`)}</dt>
              <dd>{t(`checks.${kind}Meaning`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mb-0">{t('checks.caution')}</p>
      </details>
    </div>
  );
}
