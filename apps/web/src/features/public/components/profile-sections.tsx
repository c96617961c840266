import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { sexes } from '@vivaha/shared/options/sexes';

import { useOptionLabel } from '@/lib/option-labels';

import type { ProfileViewData } from '../api/get-profile-view';

import { Facts } from './profile-facts';

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

/** The summary facts that sit beside the photo. */
export function BasicDetails({ view }: { view: ProfileViewData }) {
  const { t } = useTranslation('public');
  const labelOf = useOptionLabel();
  const s = view.summary;
  // The wire's sex is the list's English word (screens tell brides and grooms apart by it).
  const sex = sexes.find((option) => option.label === s.sex);
  return (
    <Section id="view-basic" title={t('view.sections.basic')} className="h-100">
      <Facts
        rows={[
          ['age', s.age || null],
          ['sex', sex ? labelOf(sexes, sex) : s.sex],
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
        ]}
      />
    </Section>
  );
}

/** The rest of the basic details, and the owner's own words. */
export function MoreDetails({ view }: { view: ProfileViewData }) {
  const { t } = useTranslation('public');
  const b = view.basic;
  return (
    <Section id="view-more" title={t('view.sections.more')}>
      <Facts
        wide
        rows={[
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
        ]}
      />
      {b.other && (
        <>
          <h3 className="h6 mt-3">{t('view.sections.about')}</h3>
          <p className="view-text mb-0">{b.other}</p>
        </>
      )}
      {b.exOther && (
        <>
          <h3 className="h6 mt-3">{t('view.sections.expectations')}</h3>
          <p className="view-text mb-0">{b.exOther}</p>
        </>
      )}
    </Section>
  );
}

/** Contact details when the server opened them, otherwise its polite message. */
export function ContactSection({ view }: { view: ProfileViewData }) {
  const { t } = useTranslation('public');
  const c = view.contact;
  const address = [c.address1, c.address2, c.address3].filter(Boolean).join(', ');
  return (
    <Section id="view-contact" title={t('view.sections.contact')}>
      {view.showcontact ? (
        <Facts
          rows={[
            ['title', c.title],
            ['contactname', c.contactname],
            ['email', c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : ''],
            ['mobile', c.mobile],
            ['phone1', c.phone1],
            ['phone2', c.phone2],
            ['fax', c.fax],
            ['organization', c.organization],
            ['address', address],
            ['city', c.city],
            ['postcode', c.postcode],
            ['country', c.country],
          ]}
        />
      ) : (
        <Polite message={c.message} />
      )}
    </Section>
  );
}

/** Astrological details when the server opened them, otherwise its polite message. */
export function AstroSection({ view }: { view: ProfileViewData }) {
  const { t } = useTranslation('public');
  const a = view.astro;
  return (
    <Section id="view-astro" title={t('view.sections.astro')}>
      {view.showastro ? (
        <>
          {a.message && <p className="text-body-secondary">{a.message}</p>}
          <Facts
            rows={[
              ['astro_star', a.astro_star],
              ['astro_rasi', a.astro_rasi],
              ['astro_padam', a.astro_padam || null],
              ['astro_pavam', a.astro_pavam],
              ['astro_birthdaytime', a.astro_birthdaytime?.replace('T', ' ')],
              ['astroChevaiThosam', a.astroChevaiThosam ?? null],
              ['astro_ChartFile', webLink(a.astro_ChartFile, t('view.openChart'))],
            ]}
          />
        </>
      ) : (
        <Polite message={a.message} />
      )}
    </Section>
  );
}
