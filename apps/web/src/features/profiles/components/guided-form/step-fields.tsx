import { bodyTypes } from '@vivaha/shared/options/body-types';
import { complexions } from '@vivaha/shared/options/complexions';
import { countries } from '@vivaha/shared/options/countries';
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

import { padams, useAstroOptions } from '@/components/profile-form/astro-section';
import {
  CheckField,
  CodedSelect,
  DateOfBirthField,
  TextAreaField,
  TextField,
  useChosenTitle,
} from '@/components/profile-form/form-fields';
import { latestDob } from '@/components/profile-form/general-section';
import { PROFILE_FORM_NS } from '@/components/profile-form/namespace';
import { TOWN_LIST_ID, TownList } from '@/components/town-list';
import { useTranslation } from '@/lib/i18n';
import { useTitleOptions } from '@/lib/option-labels';

import '@/styles/fonts-local-names.css';

const wide = 'col-md-6';

/** Basics: who the profile is about. Gender is asked only when "who it is for" did not say it. */
export function BasicsFields({ askSex }: { askSex: boolean }) {
  const { t } = useTranslation(PROFILE_FORM_NS);
  return (
    <>
      <TextField name="name" required autoComplete="off" className={wide} help={t('help.name')} />
      {askSex && <CodedSelect name="sex" options={sexes} required className={wide} />}
      <DateOfBirthField latest={latestDob()} className={wide} help={t('help.dob')} />
      <CodedSelect name="martialstatus" options={maritalStatuses} required className={wide} />
      <CodedSelect name="religion" options={religions} className={wide} />
      <CodedSelect name="ethnicity" options={ethnicities} required className={wide} />
      <CodedSelect name="motherTonque" options={motherTongues} required className={wide} />
      <TextField name="livingcity" className={wide} list={TOWN_LIST_ID} />
      <TownList />
      <CodedSelect name="residentcountry" options={countries} className={wide} />
      <CodedSelect name="citizencountry" options={countries} required className={wide} />
    </>
  );
}

/** Family and background: caste, habits, looks, where they were born, and the two free texts. */
export function BackgroundFields() {
  const { t } = useTranslation(PROFILE_FORM_NS);
  return (
    <>
      <TextField name="additionalcaste" className={wide} />
      <CheckField name="castenobar" className={wide} help={t('help.castenobar')} />
      <CodedSelect name="foodhabits" options={foodHabits} className={wide} />
      <CodedSelect name="complexion" options={complexions} className={wide} />
      <CodedSelect name="bodytype" options={bodyTypes} className={wide} />
      <div className="col-md-6" />
      <TextField name="height" className="col-7 col-md-3" inputMode="decimal" />
      <CodedSelect name="heightType" options={heightUnits} className="col-5 col-md-3" label={t('heightUnit')} />
      <TextField name="weight" className="col-7 col-md-3" inputMode="decimal" />
      <CodedSelect name="weightType" options={weightUnits} className="col-5 col-md-3" label={t('weightUnit')} />
      <TextField name="birthcity" className={wide} list={`${TOWN_LIST_ID}-birth`} />
      <TownList id={`${TOWN_LIST_ID}-birth`} />
      <CodedSelect name="birthcountry" options={countries} className={wide} />
      <CheckField name="sponsor" className="col-12" help={t('help.sponsor')} />
      <TextAreaField name="other" />
      <TextAreaField name="ex_other" />
    </>
  );
}

/** Education and work. */
export function WorkFields() {
  return (
    <>
      <CodedSelect name="qualification" options={educations} className={wide} />
      <CodedSelect name="education" options={educations} className={wide} />
      <TextField name="additionalqualification" className="col-12" />
      <CodedSelect name="occupation" options={occupations} className={wide} />
      <TextField name="additionaloccupation" className={wide} />
      <TextField name="annualincome" className={wide} />
    </>
  );
}

/** The horoscope, all optional, with the words a family may not know explained beside them. */
export function HoroscopeFields() {
  const { t } = useTranslation(PROFILE_FORM_NS);
  const { stars, signs } = useAstroOptions();
  return (
    <>
      <CheckField name="notbeleiveinhor" className="col-12" />
      <CodedSelect name="astro_star" options={stars} className={wide} />
      <CodedSelect name="astro_padam" options={padams} className={wide} help={t('help.astro_padam')} />
      <CodedSelect name="astro_rasi" options={signs} className={wide} help={t('help.astro_rasi')} />
      <TextField name="astro_pavam" className={wide} help={t('help.astro_pavam')} />
      <TextField name="timeOfBirth" type="time" className={wide} help={t('help.timeOfBirth')} />
      <CheckField name="astro_ChevaiThosam" className={wide} help={t('help.astro_ChevaiThosam')} />
      <TextField
        name="astro_ChartFile"
        type="url"
        inputMode="url"
        className="col-12"
        help={t('help.astro_ChartFile')}
      />
    </>
  );
}

/** How a family given access reaches this one: a name and a mobile first, the rest optional. */
export function ContactFields() {
  const { t } = useTranslation(PROFILE_FORM_NS);
  const titleOptions = useTitleOptions(useChosenTitle());
  return (
    <>
      <CodedSelect name="title" options={titleOptions} textValue className="col-4 col-md-3" />
      <TextField name="contactname" required autoComplete="name" className="col-8 col-md-9" />
      <TextField name="mobile" type="tel" required autoComplete="tel" className={wide} help={t('help.mobile')} />
      <TextField name="email" type="email" required autoComplete="email" className={wide} />
      <TextField name="phone1" type="tel" className={wide} />
      <TextField name="phone2" type="tel" className={wide} />
      <TextField name="fax" type="tel" className={wide} />
      <TextField name="organization" autoComplete="organization" className={wide} />
      <TextField name="address1" autoComplete="address-line1" className="col-12" />
      <TextField name="address2" autoComplete="address-line2" className="col-12" />
      <TextField name="address3" autoComplete="address-line3" className="col-12" />
      <TextField name="city" autoComplete="address-level2" className={wide} />
      <TextField name="postcode" autoComplete="postal-code" className={wide} />
      <CodedSelect name="country" options={countries} className={wide} />
    </>
  );
}
