import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { sexes } from '@vivaha/shared/options/sexes';
import { paths } from '@vivaha/shared/routes';

import { useDateText } from '@/components/short-date';
import { useTranslation } from '@/lib/i18n';
import { useOptionLabel, useTitleLabel } from '@/lib/option-labels';

import type { ProfileViewData } from '../api/get-profile-view';

import { Facts, hasEmptyFacts, type FactRow } from './profile-facts';

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}

function Section({ id, title, children, className = 'mb-3' }: SectionProps) {
  return (
    <section className={`card card-body shadow-sm ${className}`} aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}

type DayText = ReturnType<typeof useDateText>;

/** The server's polite note for a section this visitor may not open. */
const Polite = ({ message }: { message: string }) => <p className="alert alert-info mb-0">{message}</p>;

/** Only web addresses become links: the chart address is typed by the owner. */
const webLink = (href: string | undefined, text: string) =>
  href && /^https?:\/\//i.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  ) : (
    href
  );

const basicRows = (view: ProfileViewData, sexLabel: string): FactRow[] => {
  const s = view.summary;
  return [
    ['age', s.age || null],
    ['sex', sexLabel],
    ['martialstatus', s.martialstatus],
    ['religion', s.religion],
    ['ethnicity', s.ethnicity],
    ['additionalcaste', s.additionalcaste],
    ['mothertonque', s.mothertonque],
    ['education', s.education],
    ['occupation', s.occupation],
    ['livingcity', s.livingcity],
    ['residentcountry', s.residentcountry],
    ['birthcity', s.birthcity],
    ['createdby', s.createdby],
  ];
};

/** The summary facts that sit beside the photo. */
export function BasicDetails({ view }: { view: ProfileViewData }) {
  const { t } = useTranslation('public');
  const labelOf = useOptionLabel();
  const s = view.summary;
  // The wire's sex is the list's English word (screens tell brides and grooms apart by it).
  const sex = sexes.find((option) => option.label === s.sex);
  return (
    <Section id="view-basic" title={t('view.sections.basic')} className="h-100">
      <Facts rows={basicRows(view, sex ? labelOf(sexes, sex) : s.sex)} />
    </Section>
  );
}

const moreRows = ({ basic: b }: ProfileViewData): FactRow[] => [
  ['birthcountry', b.birthcountry],
  ['citizencountry', b.citizencountry],
  ['heightText', b.heightText],
  ['weightText', b.weightText],
  ['complexion', b.complexion],
  ['bodytype', b.bodytype],
  ['foodhabits', b.foodhabits],
  ['castenobar', b.castenobar],
  ['sponsor', b.sponsor],
  ['annualincome', b.annualincome],
  ['additionalqualification', b.additionalqualification],
  ['additionaloccupation', b.additionaloccupation],
  ['believesInHoroscope', !b.notbeleiveinhor],
  // The fields beyond the spec's, as the server describes them.
  ...b.more.filter((more) => !more.prose).map((more): FactRow => [more.field, more.value]),
];

/** A family's own words under a heading, when they wrote any. */
const Prose = ({ title, text }: { title: string; text: string }) =>
  text ? (
    <>
      <h3 className="h6 mt-3">{title}</h3>
      <p className="view-text mb-0">{text}</p>
    </>
  ) : null;

/** The rest of the basic details, and the owner's own words. */
export function MoreDetails({ view }: { view: ProfileViewData }) {
  const { t } = useTranslation('public');
  const b = view.basic;
  return (
    <Section id="view-more" title={t('view.sections.more')}>
      <Facts wide rows={moreRows(view)} />
      <Prose title={t('view.sections.about')} text={b.other} />
      {b.more
        .filter((more) => more.prose)
        .map((more) => (
          <Prose key={more.field} title={t(`view.fields.${more.field}`)} text={String(more.value)} />
        ))}
      <Prose title={t('view.sections.expectations')} text={b.exOther} />
    </Section>
  );
}

/** A telephone number as typed, dialled by a tap. */
const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/**
 * A WhatsApp chat with the number, only when it is written with its country code (+94..., 0094...):
 * a local number could be in any country, and a wrong guess would open a stranger's chat.
 */
export function whatsAppHref(number: string): string | undefined {
  const digits = number.replace(/[^\d+]/g, '');
  const international = digits.startsWith('+') ? digits.slice(1) : digits.startsWith('00') ? digits.slice(2) : '';
  return /^\d{8,15}$/.test(international) ? `https://wa.me/${international}` : undefined;
}

function PhoneLinks({ number, name }: { number: string; name: string }) {
  const { t } = useTranslation('public');
  if (!number) return null;
  const whatsApp = whatsAppHref(number);
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <a
        className="btn btn-outline-primary view-call"
        href={telHref(number)}
        aria-label={t('view.call', { number, name })}
      >
        {number}
      </a>
      {whatsApp && (
        <a
          className="btn btn-outline-success view-call"
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('view.whatsAppNamed', { number, name })}
        >
          {t('view.whatsApp')}
        </a>
      )}
    </span>
  );
}

const contactRows = ({ contact: c, summary }: ProfileViewData, titleLabel: (title: string) => string): FactRow[] => [
  ['title', titleLabel(c.title ?? '')],
  ['contactname', c.contactname],
  ['email', c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : ''],
  ['mobile', c.mobile && <PhoneLinks number={c.mobile} name={summary.name} />],
  ['phone1', c.phone1 && <PhoneLinks number={c.phone1} name={summary.name} />],
  ['phone2', c.phone2 && <PhoneLinks number={c.phone2} name={summary.name} />],
  ['fax', c.fax],
  ['organization', c.organization],
  ['address', [c.address1, c.address2, c.address3].filter(Boolean).join(', ')],
  ['city', c.city],
  ['postcode', c.postcode],
  ['country', c.country],
];

/** Contact details when the server opened them, otherwise its polite message. */
export function ContactSection({ view }: { view: ProfileViewData }) {
  const { t } = useTranslation('public');
  const titleLabel = useTitleLabel();
  return (
    <Section id="view-contact" title={t('view.sections.contact')}>
      {view.showcontact ? (
        <>
          <Facts rows={contactRows(view, titleLabel)} />
          {/* The moment a family's details open, the one line every family should read. */}
          <p className="small mb-0 mt-2">
            {t('view.neverSendMoney')} <Link to={paths.safety}>{t('view.readScams')}</Link>
          </p>
        </>
      ) : (
        <Polite message={view.contact.message} />
      )}
    </Section>
  );
}

const astroRows = ({ astro: a }: ProfileViewData, openChart: string, day: DayText): FactRow[] => [
  ['astro_star', a.astro_star],
  ['astro_rasi', a.astro_rasi],
  ['astro_padam', a.astro_padam || null],
  ['astro_pavam', a.astro_pavam],
  [
    'astro_birthdaytime',
    a.astro_birthdaytime && day(a.astro_birthdaytime, /T\d/.test(a.astro_birthdaytime) ? 'dayTime' : 'day'),
  ],
  ['astroChevaiThosam', a.astroChevaiThosam ?? null],
  ['astro_ChartFile', webLink(a.astro_ChartFile, openChart)],
];

/** Astrological details when the server opened them, otherwise its polite message. */
export function AstroSection({ view }: { view: ProfileViewData }) {
  const { t } = useTranslation('public');
  const dateText = useDateText();
  const a = view.astro;
  return (
    <Section id="view-astro" title={t('view.sections.astro')}>
      {view.showastro ? (
        <>
          {a.message && <p className="text-body-secondary">{a.message}</p>}
          <Facts rows={astroRows(view, t('view.openChart'), dateText)} />
        </>
      ) : (
        <Polite message={a.message} />
      )}
    </Section>
  );
}

/**
 * Whether the family left some shown field empty: the page then says so once, instead of a
 * "Not provided" on every line. Closed sections are not counted: their fields are not shown.
 */
export const someFieldsEmpty = (view: ProfileViewData) =>
  hasEmptyFacts(basicRows(view, view.summary.sex)) ||
  hasEmptyFacts(moreRows(view)) ||
  (view.showcontact && hasEmptyFacts(contactRows(view, (title) => title))) ||
  (view.showastro && hasEmptyFacts(astroRows(view, '', (value) => value)));
