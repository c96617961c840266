import { Fragment, type ReactNode } from 'react';

import { measureText, measureWords, type MeasureWords } from '@vivaha/shared/measures';
import { optionLists, type OptionListName } from '@vivaha/shared/options/lists';
import { findOption } from '@vivaha/shared/options/option';
import type { OwnerProfile } from '@vivaha/shared/profile';
import { codedListName, fieldsOfSection, PROFILE_SECTIONS, type FormInput } from '@vivaha/shared/profile-fields';

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

/**
 * Fields the details have no row for: the name, which heads the page, and a measure's unit, shown
 * beside its amount.
 */
const notInDetails = new Set<FormInput>(['name', 'heightType', 'weightType']);

/**
 * Every field of the form, section by section, as PROFILE_FIELDS places them: coded fields by
 * their text, yes-or-no fields as Yes or No, the rest as written, and the few that read
 * otherwise (a date and the age from it, a measure with its unit, a title, a link) as `special` says.
 */
function formSections(
  p: OwnerProfile,
  l: Labels,
  title: (value: string) => string,
  day: (value: string) => string,
  measure: Measure,
): [section: string, rows: FieldRows][] {
  const special: Partial<Record<FormInput | 'age', () => DetailValue>> = {
    dob: () => day(p.dob.slice(0, 10)),
    age: () => p.age,
    height: () => measure('height', p.height, p.heightType),
    weight: () => measure('weight', p.weight, p.weightType),
    title: () => title(p.title),
    astro_padam: () => p.astro_padam || null,
    astro_ChartFile: () =>
      p.astro_ChartFile ? (
        <a href={p.astro_ChartFile} target="_blank" rel="noopener noreferrer">
          {p.astro_ChartFile}
        </a>
      ) : null,
  };
  const answers: Record<string, unknown> = p;
  const valueOf = (input: FormInput | 'age'): DetailValue => {
    const shown = special[input];
    if (shown) return shown();
    const value = answers[input];
    const name = input === 'age' ? undefined : codedListName(input);
    if (name) {
      const text = answers[`${input}Text`];
      return l(name, Number(value), typeof text === 'string' ? text : undefined);
    }
    return value as DetailValue;
  };
  return PROFILE_SECTIONS.map((section) => [
    section,
    fieldsOfSection(section)
      .filter((input) => !notInDetails.has(input))
      .flatMap((input): Array<FormInput | 'age'> => (input === 'dob' ? ['dob', 'age'] : [input]))
      .map((input) => [input, valueOf(input)]),
  ]);
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
