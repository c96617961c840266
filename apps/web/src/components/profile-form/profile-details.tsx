import { Fragment, type ReactNode } from 'react';

import { measureText, measureWords, type MeasureWords } from '@vivaha/shared/measures';
import { optionLists, type OptionListName } from '@vivaha/shared/options/lists';
import { findOption } from '@vivaha/shared/options/option';
import type { OwnerProfile } from '@vivaha/shared/profile';

import { useDateText } from '@/components/short-date';
import { usePageLanguage, useTranslation } from '@/lib/i18n';
import { useOptionLabel, useTitleLabel } from '@/lib/option-labels';

import { PROFILE_FORM_NS } from './namespace';

/** A value as shown: booleans read Yes or No, and empty values Not provided. */
export type DetailValue = ReactNode | boolean;
export type DetailRow = [label: string, value: DetailValue];

/** A titled part of the details, for sections a screen adds after the form's four. */
export interface DetailSection {
  id: string;
  title: string;
  rows: DetailRow[];
}

type FieldRows = [field: string, value: DetailValue][];

type Labels = (list: OptionListName, id: number, text?: string) => string;

/** A height or a weight as the page's language writes it, from its words and its unit's label. */
type Measure = (kind: 'height' | 'weight', amount: string, unit: number) => string;

/** Heights and weights in the page's words (the `measures` of the shared messages). */
function useMeasure(l: Labels): Measure {
  const pageLanguage = usePageLanguage();
  const { t } = useTranslation(pageLanguage === 'en' ? [] : ['messages']);
  const words: MeasureWords = (key, values) =>
    t(`messages:measures.${key}`, { ...values, defaultValue: measureWords[key] });
  return (kind, amount, unit) =>
    measureText(kind, amount, unit, words, (id) => l(kind === 'height' ? 'heightUnits' : 'weightUnits', id));
}

/** Every field of the form, section by section, coded fields by their text. */
function formSections(
  p: OwnerProfile,
  l: Labels,
  title: (value: string) => string,
  day: (value: string) => string,
  measure: Measure,
): [section: string, rows: FieldRows][] {
  const chart = p.astro_ChartFile ? (
    <a href={p.astro_ChartFile} target="_blank" rel="noopener noreferrer">
      {p.astro_ChartFile}
    </a>
  ) : null;
  return [
    [
      'general',
      [
        ['createdby', l('createdBy', p.createdby, p.createdbyText)],
        ['martialstatus', l('maritalStatuses', p.martialstatus, p.martialstatusText)],
        ['dob', day(p.dob.slice(0, 10))],
        ['age', p.age],
        ['sex', l('sexes', p.sex, p.sexText)],
        ['ethnicity', l('ethnicities', p.ethnicity, p.ethnicityText)],
        ['motherTonque', l('motherTongues', p.motherTonque, p.motherTonqueText)],
        ['religion', l('religions', p.religion, p.religionText)],
        ['additionalcaste', p.additionalcaste],
        ['castenobar', p.castenobar],
        ['complexion', l('complexions', p.complexion)],
        ['bodytype', l('bodyTypes', p.bodytype)],
        ['foodhabits', l('foodHabits', p.foodhabits, p.foodhabitsText)],
        ['sponsor', p.sponsor],
        ['qualification', l('educations', p.qualification, p.qualificationText)],
        ['education', l('educations', p.education, p.educationText)],
        ['additionalqualification', p.additionalqualification],
        ['occupation', l('occupations', p.occupation, p.occupationText)],
        ['additionaloccupation', p.additionaloccupation],
        ['annualincome', p.annualincome],
        ['livingcity', p.livingcity],
        ['residentcountry', l('countries', p.residentcountry, p.residentcountryText)],
        ['citizencountry', l('countries', p.citizencountry, p.citizencountryText)],
        ['birthcity', p.birthcity],
        ['birthcountry', l('countries', p.birthcountry, p.birthcountryText)],
        ['height', measure('height', p.height, p.heightType)],
        ['weight', measure('weight', p.weight, p.weightType)],
        ['other', p.other],
      ],
    ],
    ['expectations', [['ex_other', p.ex_other]]],
    [
      'astro',
      [
        ['notbeleiveinhor', p.notbeleiveinhor],
        ['astro_star', l('birthStars', p.astro_star, p.astro_starText)],
        ['astro_rasi', l('rasis', p.astro_rasi, p.astro_rasiText)],
        ['astro_padam', p.astro_padam || null],
        ['astro_pavam', p.astro_pavam],
        ['timeOfBirth', p.timeOfBirth],
        ['astro_ChevaiThosam', p.astro_ChevaiThosam],
        ['astro_ChartFile', chart],
      ],
    ],
    [
      'contact',
      [
        ['title', title(p.title)],
        ['contactname', p.contactname],
        ['email', p.email],
        ['organization', p.organization],
        ['address1', p.address1],
        ['address2', p.address2],
        ['address3', p.address3],
        ['city', p.city],
        ['postcode', p.postcode],
        ['country', l('countries', p.country)],
        ['phone1', p.phone1],
        ['phone2', p.phone2],
        ['fax', p.fax],
        ['mobile', p.mobile],
      ],
    ],
  ];
}

interface Props {
  profile: OwnerProfile;
  /** Sections after the form's four (the admin view's status and payment). */
  extraSections?: DetailSection[];
}

/** Every section of the profile as definition lists; empty values say Not provided. */
export function ProfileDetails({ profile, extraSections = [] }: Props) {
  const { t } = useTranslation(PROFILE_FORM_NS);
  const labelOf = useOptionLabel();
  const titleLabel = useTitleLabel();
  const dateText = useDateText();
  // A coded field by its id, in the page's language; the server's text where the id is not in the list.
  const l: Labels = (list, id, text = '') => (id ? labelOf(list, findOption(optionLists[list], id)) || text : text);
  const measure = useMeasure(l);
  const show = (value: DetailValue) => {
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    return value === '' || value === null || value === undefined ? t('notProvided') : value;
  };
  const sections: DetailSection[] = [
    ...formSections(profile, l, titleLabel, dateText, measure).map(([section, rows]) => ({
      id: section,
      title: t(`sections.${section}`),
      rows: rows.map(([field, value]): DetailRow => [t(`fields.${field}`), value]),
    })),
    ...extraSections,
  ];
  return sections.map(({ id, title, rows }) => (
    <section key={id} className="card card-body shadow-sm mb-4" aria-labelledby={`details-${id}`}>
      <h2 id={`details-${id}`} className="h5">
        {title}
      </h2>
      <dl className="row mb-0 profile-details">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="col-sm-5 col-lg-4">{label}</dt>
            <dd className="col-sm-7 col-lg-8 text-break">{show(value)}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  ));
}
