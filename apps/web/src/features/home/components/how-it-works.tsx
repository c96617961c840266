import { useTranslation } from '@/lib/i18n';

import { HomeIcon, type HomeIconName } from './home-icon';

import '../home.css';

const steps: ReadonlyArray<{ icon: HomeIconName; step: 1 | 2 | 3 | 4 }> = [
  { icon: 'join', step: 1 },
  { icon: 'shield', step: 2 },
  { icon: 'search', step: 3 },
  { icon: 'talk', step: 4 },
];

/** How it works: four numbered steps, from registering to the two families talking. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <ol className="how-steps">
      {steps.map(({ icon, step }) => (
        <li key={step} className="how-steps__item">
          <span className="how-steps__icon">
            <HomeIcon name={icon} />
          </span>
          <h3 className="how-steps__title">{t(`home.how${step}Title`)}</h3>
          <p className="how-steps__text">{t(`home.how${step}`)}</p>
        </li>
      ))}
    </ol>
  );
}
