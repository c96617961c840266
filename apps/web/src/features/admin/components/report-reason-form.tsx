import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { DECISION_REASON_MAX, reportDecisionSchema } from '@vivaha/shared/privacy';

import { BusyButton } from '@/components/busy-button';
import { describedBy, FieldNotes } from '@/components/field-error';
import { useTranslation } from '@/lib/i18n';

import '@/styles/parts/forms.scss';

/** The decisions whose reason is mailed to the owner. */
export type ReasonAction = 'hide' | 'block';

type DecisionInput = z.input<typeof reportDecisionSchema>;
type Decision = z.output<typeof reportDecisionSchema>;

interface Props {
  id: string;
  action: ReasonAction;
  name: string;
  busy: boolean;
  /** Confirms and sends; resolves to the server's field messages when it refused. */
  onSubmit: (reason: string) => Promise<Record<string, string>>;
  onCancel: () => void;
}

/**
 * The reason for hiding a profile or blocking its owner. An empty reason is refused here,
 * before anything is sent; a reason the server refuses stays in the box with its message.
 */
export function ReportReasonForm({ id, action, name, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('admin');
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<DecisionInput, unknown, Decision>({
    resolver: zodResolver(reportDecisionSchema),
    defaultValues: { action, reason: '' },
  });
  useEffect(() => setFocus('reason'), [setFocus]);

  const submit = async ({ reason }: Decision) => {
    const fieldErrors = await onSubmit(reason);
    if (fieldErrors.reason) setError('reason', { message: fieldErrors.reason }, { shouldFocus: true });
  };

  const fieldId = `${id}-text`;
  const message = errors.reason?.message;
  return (
    <form
      id={id}
      noValidate
      className="border rounded p-3 mt-3"
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit(submit)}
    >
      <h4 id={`${id}-title`} className="h6">
        {t(`reports.reasonForm.${action}`, { name })}
      </h4>
      <label htmlFor={fieldId} className="form-label">
        {t('reports.reason')}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        maxLength={DECISION_REASON_MAX}
        className={`form-control${message ? ' is-invalid' : ''}`}
        aria-invalid={Boolean(message)}
        aria-describedby={describedBy(fieldId, { error: message, help: true })}
        {...register('reason')}
      />
      <FieldNotes id={fieldId} help={t('reports.reasonHelp')} error={message} />
      <div className="d-flex flex-wrap gap-2 mt-2">
        <BusyButton
          busy={busy}
          busyText={t('reports.working')}
          disabled={isSubmitting}
          className="btn btn-sm btn-danger"
        >
          {t(`reports.submit.${action}`)}
        </BusyButton>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
