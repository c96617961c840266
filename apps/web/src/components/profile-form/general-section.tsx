import { MIN_PROFILE_AGE } from '@vivaha/shared/constants';
import { todayIso } from '@vivaha/shared/dates';
import { bodyTypes } from '@vivaha/shared/options/body-types';
import { complexions } from '@vivaha/shared/options/complexions';
import { countries } from '@vivaha/shared/options/countries';
import { createdBy } from '@vivaha/shared/options/created-by';
import { educations } from '@vivaha/shared/options/educations';
import { ethnicities } from '@vivaha/shared/options/ethnicities';
import { foodHabits } from '@vivaha/shared/options/food-habits';
import { heightUnits } from '@vivaha/shared/options/height-units';
import { maritalStatuses } from '@vivaha/shared/options/marital-statuses';
import { motherTongues } from '@vivaha/shared/options/mother-tongues';
import { occupations } from '@vivaha/shared/options/occupations';
import { religions } from '@vivaha/shared/options/religions';
import { sexes } from '@vivaha/shared/options/sexes';
import { weightUnits } from '@vivaha/shared/options/weight-units';

import { TOWN_LIST_ID, TownList } from '@/components/town-list';
import { useTranslation } from '@/lib/i18n';
import { useOptionLabel } from '@/lib/option-labels';

import { CheckField, CodedSelect, DateOfBirthField, TextAreaField, TextField } from './form-fields';
import { FormSection } from './form-section';
import { PROFILE_FORM_NS } from './namespace';

/** The latest date of birth of someone who is 18 today, for the date picker. */
export const latestDob = () => {
  const today = todayIso();
  return `${Number(today.slice(0, 4)) - MIN_PROFILE_AGE}${today.slice(4)}`;
};

/** How a marital status reads in the list; the admin form spells 77 "Seperated" (spec section 3). */
export type MaritalStatusLabel = (id: number) => string | undefined;

/** General Information: who the profile is about (spec sections 3 and 5). */
export function GeneralSection({ maritalStatusLabel }: { maritalStatusLabel?: MaritalStatusLabel }) {
  const { t } = useTranslation(PROFILE_FORM_NS);
  const labelOf = useOptionLabel();
  const statuses = maritalStatuses.map((status) => ({
    value: status.id,
    label: maritalStatusLabel?.(status.id) ?? labelOf(maritalStatuses, status),
  }));
  return (
    <FormSection title={t('sections.general')}>
      <TextField name="name" required autoComplete="off" />
      <CodedSelect name="createdby" options={createdBy} required />
      <CodedSelect name="martialstatus" options={statuses} required />
      <DateOfBirthField latest={latestDob()} />
      <CodedSelect name="sex" options={sexes} required />
      <CodedSelect name="ethnicity" options={ethnicities} required />
      <CodedSelect name="motherTonque" options={motherTongues} required />
      <CodedSelect name="religion" options={religions} />
      <TextField name="additionalcaste" />
      <CheckField name="castenobar" />
      <CodedSelect name="complexion" options={complexions} />
      <CodedSelect name="bodytype" options={bodyTypes} />
      <CodedSelect name="foodhabits" options={foodHabits} />
      <CheckField name="sponsor" />
      <CodedSelect name="qualification" options={educations} />
      <CodedSelect name="education" options={educations} />
      <TextField name="additionalqualification" />
      <CodedSelect name="occupation" options={occupations} />
      <TextField name="additionaloccupation" />
      <TextField name="annualincome" />
      <TextField name="livingcity" list={TOWN_LIST_ID} />
      <TownList />
      <CodedSelect name="residentcountry" options={countries} />
      <CodedSelect name="citizencountry" options={countries} required />
      <TextField name="birthcity" list={TOWN_LIST_ID} />
      <CodedSelect name="birthcountry" options={countries} />
      <TextField name="height" className="col-7 col-md-3 col-lg-2" inputMode="decimal" />
      <CodedSelect
        name="heightType"
        options={heightUnits}
        className="col-5 col-md-3 col-lg-2"
        label={t('heightUnit')}
      />
      <TextField name="weight" className="col-7 col-md-3 col-lg-2" inputMode="decimal" />
      <CodedSelect
        name="weightType"
        options={weightUnits}
        className="col-5 col-md-3 col-lg-2"
        label={t('weightUnit')}
      />
      <TextAreaField name="other" />
    </FormSection>
  );
}
