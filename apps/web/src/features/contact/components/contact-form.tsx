import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';

import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '@vivaha/shared/constants';
import type { ContactForm as ContactFields } from '@vivaha/shared/contact';
import { contactSubjects } from '@vivaha/shared/contact-subjects';

import { BusyButton } from '@/components/busy-button';
import { FieldError } from '@/components/field-error';
import { InputField } from '@/components/input-field';
import { LabelledSelect } from '@/components/labelled-select';
import { formField } from '@/lib/form-field';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCaptchaToken } from '@/lib/use-bot-check';
import { useHydrated } from '@/lib/use-hydrated';

import { useSendContact } from '../api/send-contact';

import '@/styles/parts/forms.scss';

const empty = { name: '', email: '', subject: '', message: '' } as unknown as ContactFields;
const fields = ['name', 'email', 'subject', 'message'] as const;

/**
 * The shared rules of the form, checked the same way as on the server. They load (with zod) at the
 * first check, when a field is left or the form sent, so the page's first download is lighter.
 */
const resolver: Resolver<ContactFields> = async (values, context, options) => {
  const { contactRules } = await import('./contact-rules');
  return contactRules(values, context, options);
};

/** Contact Us: Name, Email, Subject, Message (spec sections 2, 5, 7 and 8). */
export function ContactForm() {
  const { t } = useTranslation();
  const captcha = useCaptchaToken();
  const send = useSendContact();
  const form = useForm<ContactFields>({ resolver, defaultValues: empty, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' })?.length ?? 0;
  // Where the acknowledgement went, said under the form once a message is sent.
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (values: ContactFields) => {
    setSentTo(null);
    const captchaToken = await captcha();
    if (!captchaToken) return;
    try {
      const answer = await send.mutateAsync({ ...values, captchaToken });
      if (!answer.success) {
        toast.error(t('contact.failed', { msg: answer.msg }));
        return;
      }
      toast.success(t('contact.sent'));
      setSentTo(values.email);
      form.reset(empty);
    } catch (error) {
      if (!(error instanceof HttpError)) {
        toast.error(t('contact.networkError'));
        return;
      }
      for (const field of fields) {
        const message = error.fieldErrors[field];
        if (message) form.setError(field, { message });
      }
      toast.error(t('contact.failed', { msg: error.message }));
    }
  };

  const busy = isSubmitting || send.isPending;
  // Drawn on the server, the form cannot be sent until the app has taken the page over: the
  // browser would otherwise send it itself, reloading the page with the message in its address.
  const hydrated = useHydrated();
  const invalid = (field: (typeof fields)[number]) => (errors[field] ? ' is-invalid' : '');
  const describedBy = (field: (typeof fields)[number]) => (errors[field] ? `${field}-error` : undefined);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="card card-body shadow-sm" aria-busy={busy}>
      <div className="row g-3">
        <InputField
          className="col-md-6"
          id="contact-name"
          label={t('contact.name')}
          autoComplete="name"
          maxLength={CONTACT_NAME_MAX}
          {...formField(form, 'name')}
        />
        <InputField
          className="col-md-6"
          id="contact-email"
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          {...formField(form, 'email')}
        />
        <LabelledSelect
          className="col-12"
          id="contact-subject"
          label={t('contact.subject')}
          {...formField(form, 'subject')}
          options={[
            { value: '', label: t('contact.chooseSubject') },
            ...contactSubjects.map((subject) => ({ value: subject, label: t(`contact.subjects.${subject}`) })),
          ]}
        />
        <div className="col-12">
          <label htmlFor="contact-message" className="form-label">
            {t('contact.message')}
          </label>
          <textarea
            id="contact-message"
            rows={6}
            className={`form-control${invalid('message')}`}
            maxLength={CONTACT_MESSAGE_MAX}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={describedBy('message') ?? 'message-count'}
            {...form.register('message')}
          />
          <div id="message-count" className="form-text">
            {t('contact.charactersLeft', { count: CONTACT_MESSAGE_MAX - messageLength })}
          </div>
          <FieldError id="message-error" message={errors.message?.message} />
        </div>
        <div className="col-12">
          <BusyButton busy={busy} busyText={t('contact.sending')} disabled={!hydrated}>
            {t('contact.send')}
          </BusyButton>
        </div>
        <div className="col-12" role="status">
          {sentTo && <p className="alert alert-success mb-0">{t('contact.acknowledged', { email: sentTo })}</p>}
        </div>
      </div>
    </form>
  );
}
