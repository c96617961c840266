import { useId, useState, type FormEvent } from 'react';

import { verificationMessages } from '@vivaha/shared/field-messages';
import { saidText } from '@vivaha/shared/said';
import type { NicAnswer } from '@vivaha/shared/verification';

import { ActionButton } from '@/components/action-button';
import { BusyButton } from '@/components/busy-button';
import { CardSection } from '@/components/card-section';
import { FieldError } from '@/components/field-error';
import { ShortDate } from '@/components/short-date';
import { VerifiedBadges } from '@/components/verified-badges';
import { useTranslation } from '@/lib/i18n';

import { useCheckNic, useConfirmPhone, useProfileChecks, useSendPhoneCode } from '../api/profile-checks';

import { formError } from './check-form-error';
import { CheckOutcome } from './check-outcome';
import { PhotoCheck } from './photo-check';

import '@/styles/parts/forms.scss';

/**
 * "Checks that build trust" on the owner's view of a profile (README, Verification): the badges
 * other members see now, the phone, NIC and photo checks. The NIC number is sent once, compared with the profile's
 * date of birth and gender on the server, and never kept: the field is emptied after each check.
 */
export function ChecksPanel({ profileId, name, mobile }: { profileId: number; name: string; mobile: string }) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const checks = useProfileChecks(profileId);
  const checkNic = useCheckNic(profileId);
  const [nic, setNic] = useState('');
  const [answer, setAnswer] = useState<NicAnswer>();
  const [error, setError] = useState<{ message: string; field?: string }>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAnswer(undefined);
    setError(undefined);
    if (!nic.trim()) {
      setError({ message: '', field: saidText(verificationMessages, 'nicRequired') });
      return;
    }
    try {
      setAnswer(await checkNic.mutateAsync(nic));
      setNic('');
    } catch (failure) {
      console.error('Checking the NIC of profile', profileId, 'failed', failure);
      setError(formError(failure, 'nic', t('checks.failed')));
    }
  };

  const state = checks.data?.nic;
  return (
    <CardSection id="checks" title={t('checks.title')}>
      <p className="mb-2">{t('checks.intro')}</p>
      {checks.data && <VerifiedBadges kinds={checks.data.verified} />}
      <PhoneCheck profileId={profileId} mobile={mobile} />
      <h3 className="h6 mt-3">{t('checks.nicTitle')}</h3>
      {/* What was stored, unless this visit's answer says it already. */}
      {state && !answer && (
        <p className="mb-2" role="status">
          {state.current
            ? t('checks.nicDone')
            : state.result === 'mismatch'
              ? t('checks.nicMismatch')
              : t('checks.nicStale')}{' '}
          <span className="text-body-secondary">
            (<ShortDate value={state.checkedOn} />)
          </span>
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={checkNic.isPending}
        className="checks-form"
      >
        <label htmlFor={`${id}-nic`} className="form-label">
          {t('checks.nicLabel', { name })}
        </label>
        <div className="d-flex flex-wrap gap-2 align-items-start">
          <input
            id={`${id}-nic`}
            name="nic"
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            className={`form-control checks-form__nic${error?.field ? ' is-invalid' : ''}`}
            aria-invalid={Boolean(error?.field)}
            aria-describedby={`${id}-nic-hint${error?.field ? ` ${id}-nic-error` : ''}`}
            value={nic}
            onChange={(event) => setNic(event.target.value)}
          />
          <BusyButton busy={checkNic.isPending} busyText={t('checks.nicChecking')} className="btn btn-outline-primary">
            {t('checks.nicButton')}
          </BusyButton>
        </div>
        {error?.field && <FieldError id={`${id}-nic-error`} message={error.field} />}
        <p id={`${id}-nic-hint`} className="form-text mb-0">
          {t('checks.nicHint')}
        </p>
      </form>
      <CheckOutcome said={answer?.message} good={answer?.result === 'consistent'} error={error?.message} gap="mt-3" />
      <PhotoCheck profileId={profileId} name={name} />
    </CardSection>
  );
}

/**
 * The phone check: a code by SMS to the profile's mobile number (the published one), then the
 * code typed back. While the SMS is on its way the panel asks the server again; an SMS the
 * provider would not take after its tries is said plainly, with a way to ask again.
 */
function PhoneCheck({ profileId, mobile }: { profileId: number; mobile: string }) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const checks = useProfileChecks(profileId);
  const send = useSendPhoneCode(profileId);
  const confirm = useConfirmPhone(profileId);
  const [code, setCode] = useState('');
  const [said, setSaid] = useState<{ text: string; good: boolean }>();
  const [error, setError] = useState<{ message: string; field?: string }>();

  const failed = (failure: unknown, what: string) => {
    console.error(what, profileId, 'failed', failure);
    setError(formError(failure, 'code', t('checks.failed')));
  };
  const onSend = async () => {
    setSaid(undefined);
    setError(undefined);
    try {
      setSaid({ text: (await send.mutateAsync()).message, good: true });
    } catch (failure) {
      failed(failure, 'Sending a code to the mobile of profile');
    }
  };
  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!/^\d{6}$/.test(code.trim())) {
      setError({ message: '', field: saidText(verificationMessages, 'codeFormat') });
      return;
    }
    try {
      setSaid({ text: (await confirm.mutateAsync(code.trim())).message, good: true });
      setCode('');
    } catch (failure) {
      failed(failure, 'Confirming the mobile of profile');
    }
  };

  const phone = checks.data?.phone;
  const sent = checks.data?.phoneCode;
  return (
    <div className="mt-3">
      <h3 className="h6">{t('checks.phoneTitle')}</h3>
      {!mobile.trim() ? (
        <p className="mb-0">{t('checks.phoneNone')}</p>
      ) : phone?.current ? (
        <p className="mb-0" role="status">
          {t('checks.phoneDone', { number: mobile })}
        </p>
      ) : (
        <>
          <p className="mb-2">{t('checks.phoneIntro', { number: mobile })}</p>
          {sent?.state === 'failed' && (
            <p className="alert alert-warning mb-2" role="status">
              {t('checks.phoneFailed')}
            </p>
          )}
          {sent && sent.state !== 'failed' && (
            <form noValidate onSubmit={(event) => void onConfirm(event)} aria-busy={confirm.isPending} className="mb-2">
              <label htmlFor={`${id}-code`} className="form-label">
                {t('checks.codeLabel', { number: sent.to })}
              </label>
              <div className="d-flex flex-wrap gap-2 align-items-start">
                <input
                  id={`${id}-code`}
                  name="code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className={`form-control checks-form__code${error?.field ? ' is-invalid' : ''}`}
                  aria-invalid={Boolean(error?.field)}
                  aria-describedby={error?.field ? `${id}-code-error` : undefined}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                />
                <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
                  {t('checks.codeButton')}
                </button>
              </div>
              {error?.field && <FieldError id={`${id}-code-error`} message={error.field} />}
            </form>
          )}
          <ActionButton className="btn btn-outline-primary" disabled={send.isPending} run={onSend}>
            {sent ? t('checks.phoneAgain') : t('checks.phoneButton')}
          </ActionButton>
        </>
      )}
      <CheckOutcome said={said?.text} good={said?.good} error={error?.message} gap="mt-2" />
    </div>
  );
}
