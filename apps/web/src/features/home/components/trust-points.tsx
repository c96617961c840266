import { useTranslation } from '@/lib/i18n';

import { HomeIcon, type HomeIconName } from './home-icon';

import '../home.css';

const points: ReadonlyArray<{ icon: HomeIconName; key: string }> = [
  { icon: 'heart', key: 'free' },
  { icon: 'shield', key: 'reviewed' },
  { icon: 'lock', key: 'private' },
];

/** Why a family can trust the site, in three short lines under the hero's heading. */
export function TrustPoints() {
  const { t } = useTranslation();
  return (
    <ul className="trust-points" aria-label={t('home.trust.label')}>
      {points.map((point) => (
        <li key={point.key}>
          <span className="trust-points__icon">
            <HomeIcon name={point.icon} />
          </span>
          <span>{t(`home.trust.${point.key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
