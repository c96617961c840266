import { Fragment, useMemo, type InputHTMLAttributes } from 'react';

import {
  isProse,
  isRequired,
  isYesOrNo,
  listOf,
  type FormInput,
  type ProfileField,
} from '@vivaha/shared/profile-fields';

import type { ListOption } from '@/components/list-select';
import { TOWN_LIST_ID, TownList } from '@/components/town-list';
import { useTranslation } from '@/lib/i18n';
import { useTitleOptions } from '@/lib/option-labels';

import { latestDob, padams, useAstroOptions } from './field-choices';
import { CheckField, CodedSelect, DateOfBirthField, TextAreaField, TextField, useChosenTitle } from './form-fields';
import { PROFILE_FORM_NS } from './namespace';

/** The two forms that ask for a profile's fields: the guided one, step by step, and the edit form. */
export type FormScreen = 'guided' | 'edit';

/** How a field is drawn beyond what its declaration (PROFILE_FIELDS) says. */
interface Look {
  /** The kind of input, where not a text, a list or a check box. */
  type?: 'time' | 'tel' | 'email' | 'url';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Typing suggests Sri Lankan towns. */
  towns?: true;
  /** A measure's unit beside its amount: a narrow list whose unselected line is a short dash. */
  unit?: true;
  /** The label's key, where not `fields.<name>`. */
  label?: string;
  /** The forms that show its help (`help.<name>` in the locale file), where not both. */
  helpOn?: readonly FormScreen[];
  /** The forms on which it starts a new row of the grid (the row before ends with an empty cell). */
  rowStart?: readonly FormScreen[];
  /** The grid's columns on each form, where not the form's usual width. */
  width?: Partial<Record<FormScreen, string>>;
}

const full = 'col-12';
const guidedOnly: readonly FormScreen[] = ['guided'];

/**
 * The fields that want more than their declaration: a field not named here is a text box, a list
 * (a coded field) or a check box (a yes-or-no field) at the form's usual width, with its help on
 * both forms when the locale file has one (`help.<name>`).
 */
const looks: Partial<Record<FormInput, Look>> = {
  name: { autoComplete: 'off', helpOn: guidedOnly },
  dob: { helpOn: guidedOnly },
  sponsor: { width: { guided: full }, helpOn: guidedOnly },
  additionalqualification: { width: { guided: full } },
  livingcity: { towns: true },
  birthcity: { towns: true },
  height: {
    inputMode: 'decimal',
    rowStart: ['guided'],
    width: { guided: 'col-7 col-md-3', edit: 'col-7 col-md-3 col-lg-2' },
  },
  heightType: { label: 'heightUnit', unit: true, width: { guided: 'col-5 col-md-3', edit: 'col-5 col-md-3 col-lg-2' } },
  weight: { inputMode: 'decimal', width: { guided: 'col-7 col-md-3', edit: 'col-7 col-md-3 col-lg-2' } },
  weightType: { label: 'weightUnit', unit: true, width: { guided: 'col-5 col-md-3', edit: 'col-5 col-md-3 col-lg-2' } },
  notbeleiveinhor: { width: { guided: full, edit: full } },
  astro_padam: { width: { edit: 'col-md-6 col-lg-2' }, helpOn: guidedOnly },
  astro_pavam: { width: { edit: 'col-md-6 col-lg-2' }, helpOn: guidedOnly },
  castenobar: { helpOn: guidedOnly },
  astro_rasi: { helpOn: guidedOnly },
  astro_ChevaiThosam: { helpOn: guidedOnly },
  timeOfBirth: { type: 'time' },
  astro_ChartFile: { type: 'url', inputMode: 'url', width: { guided: full } },
  title: { width: { guided: 'col-4 col-md-3', edit: 'col-md-3 col-lg-2' } },
  contactname: { autoComplete: 'name', width: { guided: 'col-8 col-md-9', edit: 'col-md-9 col-lg-6' } },
  email: { type: 'email', autoComplete: 'email' },
  mobile: { type: 'tel', autoComplete: 'tel', helpOn: guidedOnly },
  phone1: { type: 'tel' },
  phone2: { type: 'tel' },
  fax: { type: 'tel' },
  organization: { autoComplete: 'organization' },
  address1: { autoComplete: 'address-line1', width: { guided: full } },
  address2: { autoComplete: 'address-line2', width: { guided: full } },
  address3: { autoComplete: 'address-line3', width: { guided: full } },
  city: { autoComplete: 'address-level2' },
  postcode: { autoComplete: 'postal-code' },
};

/** Each form's usual width for a field. */
const usualWidth: Record<FormScreen, string | undefined> = { guided: 'col-md-6', edit: undefined };

/** Lists whose choices are not the coded list's own words (the admin form's marital statuses). */
export type ChoiceOverrides = Partial<Record<FormInput, readonly ListOption[]>>;

/** The choices of the lists that are not a coded list: stars and rasis with their local names, padams, titles. */
function useChoices(overrides: ChoiceOverrides): ChoiceOverrides {
  const { stars, signs } = useAstroOptions();
  const titles = useTitleOptions(useChosenTitle());
  return useMemo(
    () => ({ astro_star: stars, astro_rasi: signs, astro_padam: padams, title: titles, ...overrides }),
    [stars, signs, titles, overrides],
  );
}

interface Props {
  fields: readonly FormInput[];
  screen: FormScreen;
  /** Choices that replace a coded list's own words. */
  choices?: ChoiceOverrides;
}

const noOverrides: ChoiceOverrides = {};

/** The inputs of a step or a section, each drawn from its field's declaration and look. */
export function FieldInputs({ fields, screen, choices: overrides = noOverrides }: Props) {
  const choices = useChoices(overrides);
  return fields.map((name) => (
    <Fragment key={name}>
      {looks[name]?.rowStart?.includes(screen) && <div className={usualWidth[screen]} />}
      <FieldInput name={name} screen={screen} choices={choices} />
    </Fragment>
  ));
}

function FieldInput({ name, screen, choices }: { name: FormInput; screen: FormScreen; choices: ChoiceOverrides }) {
  const { t } = useTranslation(PROFILE_FORM_NS);
  const look = looks[name] ?? {};
  const className = look.width?.[screen] ?? usualWidth[screen];
  const help = ((!look.helpOn || look.helpOn.includes(screen)) && t(`help.${name}`, { defaultValue: '' })) || undefined;
  const field = name === 'timeOfBirth' ? undefined : (name as ProfileField);
  const required = field !== undefined && isRequired(field);
  // The date of birth has its own input: its latest date keeps the person 18 (another date field would need one of its own).
  if (name === 'dob') return <DateOfBirthField latest={latestDob()} className={className} help={help} />;
  const options = choices[name] ?? (field && listOf(field));
  if (options)
    return (
      <CodedSelect
        name={name}
        options={options}
        required={required}
        textValue={name === 'title'}
        className={className}
        label={look.label && t(look.label)}
        unselected={look.unit && t('common:common.noUnit')}
        help={help}
      />
    );
  if (field && isYesOrNo(field)) return <CheckField name={name} className={className} help={help} />;
  if (field && isProse(field)) return <TextAreaField name={name} rows={5} help={help} />;
  const towns = look.towns && `${TOWN_LIST_ID}-${name}`;
  return (
    <>
      <TextField
        name={name}
        type={look.type}
        inputMode={look.inputMode}
        autoComplete={look.autoComplete}
        list={towns || undefined}
        required={required}
        className={className}
        help={help}
      />
      {towns && <TownList id={towns} />}
    </>
  );
}
