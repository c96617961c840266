import { useTranslation } from '@/lib/i18n';

import { SCREENS, type Screen } from './steps';

/** Where the member is in the form: "Step 3 of 8" and the step's name, and on wider screens every step. */
export function StepProgress({ screen }: { screen: Screen }) {
  const { t } = useTranslation('profiles');
  const index = SCREENS.indexOf(screen);
  return (
    <nav className="gf-progress mb-3" aria-label={t('guided.progressLabel')}>
      <p className="gf-progress__count mb-1">{t('guided.stepOf', { step: index + 1, total: SCREENS.length })}</p>
      <div className="gf-progress__bar" aria-hidden="true">
        <span style={{ width: `${((index + 1) / SCREENS.length) * 100}%` }} />
      </div>
      <ol className="gf-progress__steps">
        {SCREENS.map((name, at) => (
          <li
            key={name}
            className={at < index ? 'gf-done' : at === index ? 'gf-current' : undefined}
            aria-current={at === index ? 'step' : undefined}
          >
            {t(`guided.steps.${name}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
