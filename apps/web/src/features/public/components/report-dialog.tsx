import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { REPORT_REASONS, REPORT_TEXT_MAX, reportSchema } from '@vivaha/shared/privacy';

import { BusyButton } from '@/components/busy-button';
import { FieldError } from '@/components/field-error';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCaptchaToken } from '@/lib/use-bot-check';

import { useReportProfile } from '../api/report-profile';

import '@/styles/parts/forms.scss';
import '@/styles/parts/modal.scss';

type Fields = z.input<typeof reportSchema>;
type Report = z.output<typeof reportSchema>;

const empty = { reason: '', text: '' } as unknown as Fields;

interface Props {
  profileId: number;
  name: string;
  onClose: () => void;
}

/**
 * "Report this profile": a reason, words for the team (needed for Other), the bot check, then
 * POST /api/pp/report/{id}. A refusal (already reported, too many today, a bad field) is shown
 * here, with what was typed kept. Loaded only when someone opens it.
 */
export default function ReportDialog({ profileId, name, onClose }: Props) {
  const { t } = useTranslation('public');
  const captcha = useCaptchaToken();
  const report = useReportProfile();
  const [show, setShow] = useState(true);
  const [refusal, setRefusal] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Fields, unknown, Report>({ resolver: zodResolver(reportSchema), defaultValues: empty });
  const textLength = useWatch({ control, name: 'text' })?.length ?? 0;
  const reason = useWatch({ control, name: 'reason' });

  const onSubmit = async ({ reason, text }: Report) => {
    setRefusal(undefined);
    const captchaToken = await captcha();
    if (!captchaToken) return;
    try {
      const answer = await report.mutateAsync({
        id: profileId,
        report: text ? { reason, text, captchaToken } : { reason, captchaToken },
      });
      toast.success(answer.message || t('report.sent'));
      setShow(false);
    } catch (error) {
      if (!(error instanceof HttpError)) {
        console.error('Reporting profile', profileId, 'failed', error);
        setRefusal(t('report.networkError'));
        return;
      }
      if (error.fieldErrors.reason) setError('reason', { message: error.fieldErrors.reason });
      if (error.fieldErrors.text) setError('text', { message: error.fieldErrors.text });
      setRefusal(error.message);
    }
  };

  const busy = isSubmitting || report.isPending;
  return (
    <Modal show={show} onHide={() => setShow(false)} onExited={onClose} centered aria-labelledby="report-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={busy}>
        <Modal.Header closeButton closeLabel={t('report.close')}>
          <Modal.Title as="h2" id="report-title" className="h5">
            {t('report.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">{t('report.intro', { name })}</p>
          <fieldset className="mb-3" aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
            <legend className="form-label fs-6 fw-semibold">{t('report.reason')}</legend>
            {REPORT_REASONS.map((option) => (
              <div key={option.id} className="form-check">
                <input
                  className={`form-check-input${errors.reason ? ' is-invalid' : ''}`}
                  type="radio"
                  id={`report-reason-${option.id}`}
                  value={option.id}
                  {...register('reason')}
                />
                <label className="form-check-label" htmlFor={`report-reason-${option.id}`}>
                  {t(`report.reasons.${option.id}`)}
                </label>
              </div>
            ))}
            <FieldError id="report-reason-error" message={errors.reason?.message} />
          </fieldset>
          <label htmlFor="report-text" className="form-label">
            {reason === 'other' ? t('report.textRequired') : t('report.text')}
          </label>
          <textarea
            id="report-text"
            rows={4}
            className={`form-control${errors.text ? ' is-invalid' : ''}`}
            maxLength={REPORT_TEXT_MAX}
            aria-invalid={Boolean(errors.text)}
            aria-describedby={errors.text ? 'report-text-error report-text-count' : 'report-text-count'}
            {...register('text')}
          />
          <div id="report-text-count" className="form-text">
            {t('report.charactersLeft', { count: REPORT_TEXT_MAX - textLength })}
          </div>
          <FieldError id="report-text-error" message={errors.text?.message} />
          {refusal && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {refusal}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer className="flex-wrap">
          <button type="button" className="btn btn-outline-secondary" onClick={() => setShow(false)}>
            {t('report.cancel')}
          </button>
          <BusyButton busy={busy} busyText={t('report.sending')} className="btn btn-danger">
            {t('report.send')}
          </BusyButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
