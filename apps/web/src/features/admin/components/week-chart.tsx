import type { OverviewWeek } from '@vivaha/shared/admin';
import { formatDate } from '@vivaha/shared/format-date';

import { useTranslation } from '@/lib/i18n';
import { pageLanguage } from '@/lib/language';

import '@/styles/parts/tables.scss';
import '../week-chart.css';

/** A week by its Monday: 9 Feb in English, the Sinhala or Tamil form on their pages. */
export const weekLabel = (week: OverviewWeek) => formatDate(week.start, pageLanguage, 'dayMonth');

/** A round top for the scale: 1, 2 or 5 times a power of ten, at least the highest bar. */
function scaleTop(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

const series = [
  { key: 'published', className: 'week-chart__bar--published' },
  { key: 'requests', className: 'week-chart__bar--requests' },
] as const;

/** Units of the drawing: each week is a slot of 10, its two bars 4 wide with room around them. */
const SLOT = 10;
const BAR = 4;

/**
 * Published profiles and requests per week as pairs of bars, drawn by hand in SVG (no chart
 * library to download). The drawing stretches to the card's width; the words around it are HTML,
 * so they stay readable at any width. Screen readers get the same numbers from WeekTable.
 */
export function WeekChart({ weeks }: { weeks: OverviewWeek[] }) {
  const { t } = useTranslation('admin');
  const top = scaleTop(Math.max(0, ...weeks.flatMap((week) => [week.published, week.requests])));
  const height = (value: number) => (value / top) * 100;

  return (
    <figure className="mb-0">
      <div className="week-chart" aria-hidden="true">
        <div className="week-chart__scale">
          <span className="week-chart__tick week-chart__tick--top">{top}</span>
          <span className="week-chart__tick week-chart__tick--middle">{top / 2}</span>
          <span className="week-chart__tick week-chart__tick--bottom">0</span>
        </div>
        <svg
          className="week-chart__plot"
          viewBox={`0 0 ${weeks.length * SLOT} 100`}
          preserveAspectRatio="none"
          focusable="false"
        >
          {[0, 50, 100].map((y) => (
            <line
              key={y}
              className="week-chart__grid"
              x1={0}
              x2={weeks.length * SLOT}
              y1={y}
              y2={y}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {weeks.map((week, index) =>
            series.map(({ key, className }, place) => (
              <rect
                key={`${week.start}-${key}`}
                className={className}
                x={index * SLOT + 1 + place * BAR}
                y={100 - height(week[key])}
                width={BAR}
                height={height(week[key])}
              >
                <title>{t(`overview.chart.${key}Title`, { week: weekLabel(week), n: week[key] })}</title>
              </rect>
            )),
          )}
        </svg>
        <ol className="week-chart__labels">
          {weeks.map((week) => (
            <li key={week.start} className="week-chart__label">
              {weekLabel(week)}
            </li>
          ))}
        </ol>
      </div>
      <figcaption className="mt-2">
        <ul className="list-inline mb-0">
          {series.map(({ key, className }) => (
            <li key={key} className="list-inline-item me-3">
              <span className={`week-chart__swatch ${className}`} /> {t(`overview.chart.${key}`)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** The chart's numbers as a table: what a screen reader reads, and anyone who wants the figures. */
export function WeekTable({ weeks }: { weeks: OverviewWeek[] }) {
  const { t } = useTranslation('admin');
  return (
    <div className="table-responsive">
      <table className="table table-sm mb-0 week-table">
        <caption className="text-body-secondary">{t('overview.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('overview.table.week')}</th>
            <th scope="col" className="text-end">
              {t('overview.chart.published')}
            </th>
            <th scope="col" className="text-end">
              {t('overview.chart.requests')}
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row">
                <time dateTime={week.start} title={week.week}>
                  {weekLabel(week)}
                </time>
              </th>
              <td className="text-end">{week.published}</td>
              <td className="text-end">{week.requests}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
