import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { updateUserRequestSchema, type UpdateUserRequest, type UserDetails } from '@vivaha/shared/identity';
import { countries } from '@vivaha/shared/options/countries';

import { BusyButton } from '@/components/busy-button';
import { InputField } from '@/components/input-field';
import { LabelledSelect } from '@/components/labelled-select';
import { PageSpinner } from '@/components/page-spinner';
import { formField } from '@/lib/form-field';
import { useTranslation } from '@/lib/i18n';
import { useOptionLabel, useShownOrder, useTitleOptions } from '@/lib/option-labels';
import { toast } from '@/lib/toast';

import { useUserDetails } from '../api/get-user-details';
import { failureText } from '../api/identity-answer';
import { useUpdateUser } from '../api/update-user';

import '@/styles/parts/forms.scss';

type Fields = UpdateUserRequest;
const textFields = [
  'organization',
  'address1',
  'address2',
  'city',
  'postcode',
  'phone1',
  'phone2',
  'fax',
  'mobile',
] as const;
const inputTypes: Partial<Record<(typeof textFields)[number], string>> = {
  phone1: 'tel',
  phone2: 'tel',
  fax: 'tel',
  mobile: 'tel',
};

/** Update Details (spec section 2): the account's own details; the email is read-only here. */
export function UpdateDetailsForm() {
  const { t } = useTranslation('auth');
  const details = useUserDetails();

  if (details.isPending) {
    return (
      <div className="container py-4" role="status">
        <p>{t('details.loading')}</p>
        <PageSpinner />
      </div>
    );
  }
  if (details.isError) {
    return (
      <div className="container py-4">
        <div className="alert alert-danger">{t('details.loadFailed')}</div>
      </div>
    );
  }
  return <DetailsForm saved={details.data} />;
}

/**
 * The form, filled once from the details as loaded: a later reload of them (the page regaining
 * focus) does not overwrite what the member is typing.
 */
function DetailsForm({ saved }: { saved: UserDetails }) {
  const { t } = useTranslation('auth');
  const labelOf = useOptionLabel();
  const titleOptions = useTitleOptions(saved.title ?? '');
  const shownOrder = useShownOrder();
  const update = useUpdateUser();
  const form = useForm<Fields>({ resolver: zodResolver(updateUserRequestSchema), defaultValues: saved });

  const onSubmit = async (fields: Fields) => {
    try {
      await update.mutateAsync({ ...fields, countryId: Number(fields.countryId) });
      toast.success(t('details.success'));
    } catch (error) {
      const server = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      for (const [name, message] of Object.entries(server)) form.setError(name as keyof Fields, { message });
      toast.error(failureText(error, t('details.failed'), t('details.failed')));
    }
  };

  const busy = form.formState.isSubmitting || update.isPending;
  return (
    <div className="container py-4" style={{ maxWidth: '48rem' }}>
      <h1 className="h2">{t('details.title')}</h1>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="card card-body shadow-sm" aria-busy={busy}>
        <div className="row g-3">
          <LabelledSelect
            className="col-sm-3"
            id="ud-title"
            label={t('details.titleField')}
            registration={form.register('title')}
            options={[{ value: '', label: t('common:common.optional') }, ...titleOptions]}
          />
          <InputField
            className="col-sm-9"
            id="ud-name"
            label={t('details.fullName')}
            autoComplete="name"
            {...formField(form, 'customerName')}
          />
          <div className="col-12">
            <label htmlFor="ud-email" className="form-label">
              {t('details.email')}
            </label>
            <input
              id="ud-email"
              className="form-control"
              readOnly
              value={saved.eMail}
              aria-describedby="ud-email-help"
            />
            <div id="ud-email-help" className="form-text">
              {t('details.emailHelp')}
            </div>
          </div>
          {textFields.map((name) => (
            <InputField
              key={name}
              className="col-sm-6"
              id={`ud-${name}`}
              label={t(`details.${name}`)}
              type={inputTypes[name] ?? 'text'}
              {...formField(form, name)}
            />
          ))}
          <LabelledSelect
            className="col-sm-6"
            id="ud-country"
            label={t('details.country')}
            {...formField(form, 'countryId', { valueAsNumber: true })}
            options={[
              { value: 0, label: t('common:common.optional') },
              ...shownOrder(countries).map((country) => ({ value: country.id, label: labelOf(countries, country) })),
            ]}
          />
          <div className="col-12">
            <BusyButton busy={busy} busyText={t('details.busy')}>
              {t('details.button')}
            </BusyButton>
          </div>
        </div>
      </form>
    </div>
  );
}
