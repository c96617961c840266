import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import type { MessageSettings } from '@vivaha/shared/conversations';

import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { conversationsKey, removeGuardian, setGuardian, setMessageMails } from '../api/conversations';

import '@/styles/parts/forms.scss';

/** One own profile's settings: the mail when a family writes, and the guardian's weekly copy. */
function ProfileSettings({ profile }: { profile: MessageSettings }) {
  const { t } = useTranslation('conversations');
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const mailsId = useId();
  const emailId = useId();
  const errorId = useId();

  const run = async (work: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const answer = await work();
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: conversationsKey });
      return true;
    } catch (failure) {
      const body = failure instanceof HttpError ? (failure.body as { fieldErrors?: Record<string, string> }) : null;
      const message =
        body?.fieldErrors?.email ?? (failure instanceof HttpError ? failure.message : t('settings.failed'));
      setError(message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const name = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!email.trim()) return setError(t('settings.emailRequired'));
    if (await run(() => setGuardian(profile.id, email.trim()))) setEmail('');
  };

  return (
    <section className="mb-3">
      <h3 className="h6">{profile.name}</h3>
      <div className="form-check mb-2">
        <input
          id={mailsId}
          type="checkbox"
          className="form-check-input"
          checked={profile.mails}
          disabled={busy}
          onChange={(event) => void run(() => setMessageMails(profile.id, event.target.checked))}
        />
        <label className="form-check-label" htmlFor={mailsId}>
          {t('settings.mails', { name: profile.name })}
        </label>
      </div>
      {profile.guardian ? (
        <p className="small mb-0">
          {t(profile.guardian.confirmed ? 'settings.guardianConfirmed' : 'settings.guardianWaiting', {
            email: profile.guardian.email,
          })}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm message-report"
            disabled={busy}
            onClick={() => void run(() => removeGuardian(profile.id))}
          >
            {t('settings.guardianRemove')}
          </button>
        </p>
      ) : (
        <form onSubmit={(event) => void name(event)} noValidate>
          <label htmlFor={emailId} className="form-label small">
            {t('settings.guardianLabel')}
          </label>
          <div className="d-flex flex-wrap gap-2">
            <input
              id={emailId}
              type="email"
              className={`form-control form-control-sm guardian-email${error ? ' is-invalid' : ''}`}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              autoComplete="off"
            />
            <button type="submit" className="btn btn-outline-primary btn-sm" disabled={busy}>
              {t('settings.guardianSend')}
            </button>
          </div>
          {error && (
            <div id={errorId} className="small text-danger mt-1" role="alert">
              {error}
            </div>
          )}
          <p className="small text-body-secondary mt-1 mb-0">{t('settings.guardianHelp')}</p>
        </form>
      )}
    </section>
  );
}

/** Each own profile's message settings, folded away under the conversations. */
export function MessageSettingsPanel({ profiles }: { profiles: MessageSettings[] }) {
  const { t } = useTranslation('conversations');
  if (!profiles.length) return null;
  return (
    <details className="mt-3 message-settings">
      <summary className="fw-semibold">{t('settings.title')}</summary>
      <div className="pt-2">
        {profiles.map((profile) => (
          <ProfileSettings key={profile.id} profile={profile} />
        ))}
      </div>
    </details>
  );
}
