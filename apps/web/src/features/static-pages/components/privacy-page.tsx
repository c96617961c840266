import { Link } from 'react-router';

import { RETENTION } from '@vivaha/shared/retention';
import { paths } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';
import { site } from '@/lib/site';

import { StaticPage } from './static-page';

import '@/styles/parts/tables.scss';

/** The retention table's rows, in order, with the numbers each states (RETENTION, one home). */
const RETENTION_ROWS = [
  ['account', {}],
  ['viewers', { months: RETENTION.viewerRecordsMonths }],
  ['mails', { days: RETENTION.sentMailDays }],
  ['reports', { months: RETENTION.decidedReportsMonths }],
  ['contact', { months: RETENTION.contactMessagesMonths }],
  ['conversations', { months: RETENTION.conversationsMonths }],
  ['exports', { hours: RETENTION.exportHours }],
  ['checkPhoto', { days: RETENTION.checkPhotoDays }],
  ['dormant', { years: RETENTION.dormantYears }],
  ['logs', {}],
  ['audit', {}],
] as const;

/** Sentences of the policy as a bulleted list, one sentence a point. */
function Points({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The Privacy Policy: the written sections, with who is responsible for members' details (the
 * site's settings), why they are kept, the member's rights and how to use them, how long each
 * thing is kept, and where to complain (Sri Lanka's Personal Data Protection Act).
 */
export function PrivacyPage() {
  const { t } = useTranslation('pages');
  const { name, address, email } = site.dataController;
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <StaticPage
      page="privacy"
      before={
        <section>
          <h2>{t('privacyData.controllerHeading')}</h2>
          <p>{t('privacyData.controller', { controller: name || t('privacyData.defaultController') })}</p>
          {address && <p>{t('privacyData.address', { address })}</p>}
          {email && <p>{t('privacyData.email', { email })}</p>}
        </section>
      }
      after={
        <>
          <section>
            <h2>{t('privacyData.purposesHeading')}</h2>
            <Points items={list('privacyData.purposes')} />
            <p>{t('privacyData.purposesBasis')}</p>
          </section>
          <section>
            <h2>{t('privacyData.rightsHeading')}</h2>
            <Points items={list('privacyData.rights')} />
            <p>
              <Link to={paths.myData}>{t('privacyData.myData')}</Link>
            </p>
          </section>
          <section>
            <h2>{t('privacyData.retentionHeading')}</h2>
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">{t('privacyData.retentionWhat')}</th>
                  <th scope="col">{t('privacyData.retentionHow')}</th>
                </tr>
              </thead>
              <tbody>
                {RETENTION_ROWS.map(([key, values]) => {
                  const [what, how] = t(`privacyData.retention.${key}`, { returnObjects: true, ...values }) as [
                    string,
                    string,
                  ];
                  return (
                    <tr key={key}>
                      <td>{what}</td>
                      <td>{how}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
          <section>
            <h2>{t('privacyData.complainHeading')}</h2>
            <p>{t('privacyData.complain')}</p>
          </section>
        </>
      }
    />
  );
}
