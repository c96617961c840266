import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { exportRequestSchema, type ExportRequest } from '@vivaha/shared/identity';

import { BusyButton } from '@/components/busy-button';
import { formField } from '@/lib/form-field';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useRequestExport } from '../api/request-export';

import { CurrentPasswordField } from './account-fields';
import { MyDataSection } from './my-data-section';
import { showPasswordFailure } from './password-failure';

/** Download my data: the password again, then the copy is made and its link mailed. */
export function ExportDataForm() {
  const { t } = useTranslation('auth');
  const ask = useRequestExport();
  const form = useForm<ExportRequest>({ resolver: zodResolver(exportRequestSchema), defaultValues: { password: '' } });

  const onSubmit = async (fields: ExportRequest) => {
    try {
      const answer = await ask.mutateAsync(fields);
      toast.success(answer.returnText || t('myData.export.asked'));
      form.reset({ password: '' });
    } catch (error) {
      showPasswordFailure(form, error, t('myData.export.failed'), t('myData.export.network'));
    }
  };

  const busy = form.formState.isSubmitting || ask.isPending;
  return (
    <MyDataSection className="card shadow-sm mb-4" title={t('myData.export.title')}>
      <p>{t('myData.export.what')}</p>
      <p className="mb-4">{t('myData.export.how')}</p>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={busy}>
        <CurrentPasswordField
          id="export-password"
          label={t('myData.export.password')}
          {...formField(form, 'password')}
        />
        <BusyButton busy={busy} busyText={t('myData.export.busy')}>
          {t('myData.export.button')}
        </BusyButton>
      </form>
    </MyDataSection>
  );
}
