import { Fragment, type ReactNode } from 'react';

import { useTranslation } from '@/lib/i18n';

/** A value to show: text, a number, a yes/no, or a link. */
export type FactValue = ReactNode | boolean;
export type FactRow = [field: string, value: FactValue];

/** A field the family left empty: not shown, so a sparse profile is not a column of blanks. */
export const isEmptyFact = (value: FactValue) => value === '' || value === null || value === undefined;

/** Whether any of these rows is left out as empty (the page then says so once). */
export const hasEmptyFacts = (rows: FactRow[]) => rows.some(([, value]) => isEmptyFact(value));

/** Facts as a definition list with readable labels (`view.fields.*`); nothing when all are empty. */
export function Facts({ rows, wide = false }: { rows: FactRow[]; wide?: boolean }) {
  const { t } = useTranslation('public');
  const filled = rows.filter(([, value]) => !isEmptyFact(value));
  if (!filled.length) return null;
  const shown = (value: FactValue) => (typeof value === 'boolean' ? (value ? t('yes') : t('no')) : value);
  const list = (
    <dl className={`view-facts${wide ? ' view-facts--wide' : ''}`}>
      {filled.map(([field, value]) => (
        <Fragment key={field}>
          <dt>{t(`view.fields.${field}`)}</dt>
          <dd>{shown(value)}</dd>
        </Fragment>
      ))}
    </dl>
  );
  return wide ? <div className="view-facts-box">{list}</div> : list;
}
