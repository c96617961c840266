import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { profileFormSchema, type ProfileForm as ProfileFields, type ProfileFormInput } from '@vivaha/shared/profile';
import {
  PROFILE_STEPS,
  profileForValues,
  type ProfileDraftAnswer,
  type ProfileFor,
  type ProfileStep,
} from '@vivaha/shared/profile-draft';
import { paths } from '@vivaha/shared/routes';

import { LoadFailedPanel } from '@/components/load-states';
import { PageSpinner } from '@/components/page-spinner';
import { PROFILE_FORM_NS } from '@/components/profile-form/namespace';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { pageLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';

import { useCreateProfile } from '../../api/create-profile';
import {
  profileDraftQueryOptions,
  useClearProfileDraft,
  useFreshProfileDraft,
  useSaveProfileDraft,
} from '../../api/profile-draft';

import { PhotosStep } from './photos-step';
import { ProfileForStep } from './profile-for-step';
import { ReviewStep } from './review-step';
import { StepFields } from './step-fields';
import { StepProgress } from './step-progress';
import { allFields, guidedDefaults, isRequiredInput, isScreen, stepFields, stepOf } from './steps';

import '@/styles/parts/forms.scss';
import '@/components/profile-form/profile-form.css';
import './guided-form.css';

type Draft = NonNullable<ProfileDraftAnswer['draft']>;
type SaveState = { state: 'idle' | 'saving' | 'saved' | 'failed'; at?: string };

const timeOfDay = (iso: string) =>
  new Intl.DateTimeFormat(pageLanguage, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** How long the form waits after the last key before keeping what was typed. */
const AUTOSAVE_MS = 2500;

/** The values as a draft keeps them: a number the browser could not read is kept as "not chosen". */
function draftValues(values: ProfileFormInput): Record<string, unknown> {
  const { astro_birthdaytime: _derived, ...fields } = values;
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [
      field,
      typeof value === 'number' && !Number.isFinite(value) ? 0 : value,
    ]),
  );
}

/**
 * Create Profile as a guided form (/profiles/new): who the profile is for, then one step at a time
 * with its progress, each step kept on the server as a draft (and again a moment after typing
 * stops), a review, and the new profile's photos. The step is in the address, so Back works.
 * `onStep` hears of each move to another step.
 */
export function GuidedProfileForm({ onStep }: { onStep?: () => void } = {}) {
  const { t } = useTranslation('profiles');
  const [params] = useSearchParams();
  const profileId = Number(params.get('profile'));
  const draft = useFreshProfileDraft();
  if (params.get('step') === 'photos' && Number.isInteger(profileId) && profileId > 0) {
    return <PhotosStep profileId={profileId} />;
  }
  if (draft.isPending || (draft.isFetching && !draft.isFetchedAfterMount)) return <PageSpinner />;
  if (draft.isError) return <LoadFailedPanel error={draft.error} message={t('guided.draftLoadFailed')} />;
  // At the limit, or stopped by the team: said before anything is typed, not after seven steps.
  if (draft.data.message) {
    return (
      <div className="alert alert-warning" role="alert">
        <p>{draft.data.message}</p>
        <Link className="btn btn-outline-primary btn-sm" to={paths.profiles}>
          {t('guided.backToProfiles')}
        </Link>
      </div>
    );
  }
  return <Steps initial={draft.data.draft} onStep={onStep} />;
}

function Steps({ initial, onStep }: { initial: Draft | null; onStep?: () => void }) {
  const { t } = useTranslation('profiles');
  const { t: tf } = useTranslation(PROFILE_FORM_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const asked = params.get('step');
  const step: ProfileStep = isScreen(asked) && asked !== 'photos' ? asked : initial ? initial.step : PROFILE_STEPS[0];
  const index = PROFILE_STEPS.indexOf(step);

  const form = useForm<ProfileFormInput, unknown, ProfileFields>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { ...guidedDefaults, ...(initial?.values as Partial<ProfileFormInput> | undefined) },
  });
  const [profileFor, setProfileFor] = useState<ProfileFor | null>(initial?.profileFor ?? null);
  const [forError, setForError] = useState<string>();
  const [saved, setSaved] = useState<SaveState>({ state: initial ? 'saved' : 'idle', at: initial?.updatedAt });
  const [resumed, setResumed] = useState(Boolean(initial));
  const [submitError, setSubmitError] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);

  const save = useSaveProfileDraft();
  const clear = useClearProfileDraft();
  const create = useCreateProfile();

  // What the autosave and each step keep: the latest values, the step the member is on.
  const latest = useRef({ step, profileFor });
  latest.current = { step, profileFor };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const created = useRef(false);

  const persist = useCallback(
    (at: ProfileStep) => {
      clearTimeout(timer.current);
      if (created.current) return;
      setSaved((was) => ({ ...was, state: 'saving' }));
      save.mutate(
        { step: at, profileFor: latest.current.profileFor, values: draftValues(form.getValues()) },
        {
          onSuccess: (answer) => setSaved({ state: 'saved', at: answer.updatedAt }),
          onError: (error) => {
            console.error('Keeping the draft failed', error);
            setSaved((was) => ({ ...was, state: 'failed' }));
          },
        },
      );
    },
    // `save.mutate` is stable; the form too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form],
  );

  // A moment after typing stops, what was typed is kept.
  useEffect(() => {
    const watching = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => persist(latest.current.step), AUTOSAVE_MS);
    });
    return () => {
      watching.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, persist]);

  // Where the focus goes once a step has drawn: its first refused field, or its heading.
  const focusNext = useRef<string | null>(null);
  const focusNow = useCallback(
    (target: string) => {
      if (target) form.setFocus(target as keyof ProfileFormInput);
      else heading.current?.focus();
    },
    [form],
  );
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target !== null) focusNow(target);
  }, [step, focusNow]);

  const goTo = (to: ProfileStep, focusField?: string) => {
    setForError(undefined);
    if (to === step) {
      focusNow(focusField ?? '');
      return;
    }
    focusNext.current = focusField ?? '';
    onStep?.();
    // The address gets the step the member leaves first, so Back comes to it. Not earlier: a
    // form that wrote it as it opened could take a member back from a link they had just taken
    // while the draft was still loading.
    if (!isScreen(asked)) setParams({ step }, { replace: true });
    setParams({ step: to });
  };

  const choose = (choice: ProfileFor) => {
    setProfileFor(choice);
    setForError(undefined);
    const { createdby, sex } = profileForValues[choice];
    form.setValue('createdby', createdby, { shouldDirty: true });
    if (sex) form.setValue('sex', sex, { shouldDirty: true });
  };

  const next = async () => {
    if (step === 'for' && !profileFor) {
      setForError(t('guided.forRequired'));
      return;
    }
    const fields = stepFields[step];
    if (fields.length && !(await form.trigger(fields, { shouldFocus: true }))) return;
    const to = PROFILE_STEPS[index + 1]!;
    persist(to);
    goTo(to);
  };

  const back = () => {
    const to = PROFILE_STEPS[index - 1]!;
    persist(to);
    goTo(to);
  };

  const later = () => {
    persist(step);
    void navigate(paths.profiles);
  };

  const startAgain = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        form.reset(guidedDefaults);
        setProfileFor(null);
        setResumed(false);
        setSaved({ state: 'idle' });
        goTo('for');
      },
      onError: (error) => toast.error(error.message),
    });

  // A field the browser or the server refused: back to its step, the field in focus.
  const showRefused = (fields: string[]) => {
    const first = allFields.find((field) => fields.includes(field));
    const at = first ? stepOf(first) : undefined;
    if (first && at) goTo(at, first);
  };

  const onInvalid = (errors: FieldErrors<ProfileFormInput>) => showRefused(Object.keys(errors));

  const onSubmit = async (body: ProfileFields) => {
    setSubmitError(undefined);
    clearTimeout(timer.current);
    try {
      const answer = await create.mutateAsync(body);
      created.current = true;
      queryClient.setQueryData(profileDraftQueryOptions.queryKey, { draft: null });
      toast.success(answer.message);
      await navigate(`${paths.profileNew}?step=photos&profile=${answer.profileId}`, { replace: true });
    } catch (error) {
      if (!(error instanceof HttpError)) {
        console.error('Creating the profile failed', error);
        setSubmitError(t('form.saveFailed'));
        return;
      }
      const refused = allFields.filter((field) => error.fieldErrors[field]);
      refused.forEach((field) => form.setError(field, { message: error.fieldErrors[field] }));
      if (refused.length) showRefused(refused);
      else setSubmitError(error.message);
    }
  };

  const busy = form.formState.isSubmitting || create.isPending;

  return (
    <FormProvider {...form}>
      <StepProgress screen={step} />
      {resumed && (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
          <span className="me-auto">{t('guided.resumed')}</span>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={startAgain}
            disabled={clear.isPending}
          >
            {t('guided.startAgain')}
          </button>
        </div>
      )}
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'review') void form.handleSubmit(onSubmit, onInvalid)(event);
          else void next();
        }}
      >
        <h2 ref={heading} tabIndex={-1} className="h4 gf-heading">
          {t(`guided.steps.${step}`)}
        </h2>
        <p className="text-body-secondary">{t(`guided.intro.${step}`)}</p>
        {step === 'for' && <ProfileForStep value={profileFor} onChange={choose} error={forError} />}
        {step === 'review' && <ReviewStep profileFor={profileFor} onChange={(to) => goTo(to)} error={submitError} />}
        {step !== 'for' && step !== 'review' && (
          <fieldset className="card card-body shadow-sm mb-3 pf-section">
            <legend className="visually-hidden">{t(`guided.steps.${step}`)}</legend>
            {stepFields[step].some(isRequiredInput) && <p className="form-text mt-0">{tf('required')}</p>}
            <div className="row g-3">
              <StepFields step={step} askSex={!profileFor || !profileForValues[profileFor].sex} />
            </div>
          </fieldset>
        )}
        <div className="gf-actions">
          {index > 0 && (
            <button type="button" className="btn btn-outline-secondary" onClick={back} disabled={busy}>
              {t('guided.back')}
            </button>
          )}
          <button type="submit" className="btn btn-primary gf-next" disabled={busy}>
            {step === 'review' ? (busy ? t('guided.sending') : t('guided.send')) : t('guided.next')}
          </button>
        </div>
        <div className="gf-save-line">
          <span aria-live="polite">
            {saved.state === 'saving' && t('guided.saving')}
            {saved.state === 'saved' && saved.at && t('guided.savedAt', { time: timeOfDay(saved.at) })}
            {saved.state === 'failed' && <span className="text-danger">{t('guided.saveFailed')}</span>}
          </span>
          <button type="button" className="btn btn-link gf-link" onClick={later}>
            {t('guided.later')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
