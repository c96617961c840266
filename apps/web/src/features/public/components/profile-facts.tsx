import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A value to show: text, a number, a yes/no, or a link; empty ones say Not provided. */
export type FactValue = ReactNode | boolean;

/** Facts as a definition list with readable labels (`view.fields.*`). */
export function Facts({ rows, wide = false }: { rows: Array<[field: string, value: FactValue]>; wide?: boolean }) {
  const { t } = useTranslation('public');
  const shown = (value: FactValue) => {
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    return value === '' || value === null || value === undefined ? t('notProvided') : value;
  };
  const list = (
    <dl className={`view-facts${wide ? ' view-facts--wide' : ''}`}>
      {rows.map(([field, value]) => (
        <Fragment key={field}>
          <dt>{t(`view.fields.${field}`)}</dt>
          <dd>{shown(value)}</dd>
        </Fragment>
      ))}
    </dl>
  );
  return wide ? <div className="view-facts-box">{list}</div> : list;
}
