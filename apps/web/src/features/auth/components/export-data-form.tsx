import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { exportRequestSchema, type ExportRequest } from '@vivaha/shared/identity';

import { InputField } from '@/components/input-field';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { failureText, refusedPassword } from '../api/identity-answer';
import { useRequestExport } from '../api/request-export';

/** Download my data: the password again, then the copy is made and its link mailed. */
export function ExportDataForm() {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const ask = useRequestExport();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<ExportRequest>({ resolver: zodResolver(exportRequestSchema), defaultValues: { password: '' } });

  const onSubmit = async (fields: ExportRequest) => {
    try {
      const answer = await ask.mutateAsync(fields);
      toast.success(answer.returnText || t('myData.export.asked'));
      reset({ password: '' });
    } catch (error) {
      const passwordError = refusedPassword(error);
      if (passwordError) {
        resetField('password');
        setError('password', { message: passwordError }, { shouldFocus: true });
      }
      toast.error(failureText(error, t('myData.export.failed'), t('myData.export.network')));
    }
  };

  const busy = isSubmitting || ask.isPending;
  return (
    <section className="card shadow-sm mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h4">
          {t('myData.export.title')}
        </h2>
        <p>{t('myData.export.what')}</p>
        <p className="mb-4">{t('myData.export.how')}</p>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={busy}>
          <InputField
            id="export-password"
            label={t('myData.export.password')}
            type="password"
            autoComplete="current-password"
            registration={register('password')}
            error={errors.password?.message}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('myData.export.busy') : t('myData.export.button')}
          </button>
        </form>
      </div>
    </section>
  );
}
