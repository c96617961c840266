import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { LANGUAGES, languageNames } from '@vivaha/shared/languages';
import {
  STORY_CONSENT_MAX,
  STORY_PLACE_MAX,
  STORY_TEXT_MAX,
  STORY_TITLE_MAX,
  storyFieldsSchema,
  type Story,
  type StoryBody,
  type StoryFields,
} from '@vivaha/shared/stories';

import { BusyButton } from '@/components/busy-button';
import { describedBy, FieldNotes } from '@/components/field-error';
import { LabelledSelect } from '@/components/labelled-select';
import { useTranslation } from '@/lib/i18n';
import { pageLanguage } from '@/lib/language';

import '@/styles/parts/forms.scss';

type TextField = 'title' | 'place' | 'story' | 'brideFamilyConsent' | 'groomFamilyConsent';
const MAX: Record<TextField, number> = {
  title: STORY_TITLE_MAX,
  place: STORY_PLACE_MAX,
  story: STORY_TEXT_MAX,
  brideFamilyConsent: STORY_CONSENT_MAX,
  groomFamilyConsent: STORY_CONSENT_MAX,
};

interface Props {
  /** The story being changed; none for a new one. */
  story?: Story;
  busy: boolean;
  /** Saves; resolves to the server's field messages when it refused. */
  onSubmit: (body: StoryFields) => Promise<Record<string, string>>;
  onCancel: () => void;
}

/**
 * A story as the team writes it: the couple's names, place and year, the words the families agreed
 * to, each family's consent (who agreed and how) and whether it is on the homepage. The same
 * schema as the server's says what is missing before anything is sent.
 */
export function StoryForm({ story, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('admin');
  const id = story ? `story-${story.id}` : 'story-new';
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<StoryBody, unknown, StoryFields>({
    resolver: zodResolver(storyFieldsSchema),
    defaultValues: story
      ? {
          title: story.title,
          place: story.place,
          story: story.story,
          language: story.language,
          brideFamilyConsent: story.brideFamilyConsent,
          groomFamilyConsent: story.groomFamilyConsent,
          published: story.published,
        }
      : {
          title: '',
          place: '',
          story: '',
          language: pageLanguage,
          brideFamilyConsent: '',
          groomFamilyConsent: '',
          published: false,
        },
  });
  useEffect(() => setFocus('title'), [setFocus]);
  const typed = useWatch({ control, name: 'story' }) ?? '';

  const submit = async (body: StoryFields) => {
    const fieldErrors = await onSubmit(body);
    const fields = Object.keys(fieldErrors) as Array<keyof StoryFields>;
    fields.forEach((field, index) => setError(field, { message: fieldErrors[field] }, { shouldFocus: index === 0 }));
  };

  const text = (field: TextField, rows?: number) => {
    const fieldId = `${id}-${field}`;
    const message = errors[field]?.message;
    const help = t(`stories.help.${field}`);
    const common = {
      id: fieldId,
      maxLength: MAX[field],
      className: `form-control${message ? ' is-invalid' : ''}`,
      'aria-invalid': Boolean(message),
      'aria-describedby': describedBy(fieldId, { error: message, help }),
      ...register(field),
    };
    return (
      <div className="mb-3">
        <label htmlFor={fieldId} className="form-label">
          {t(`stories.fields.${field}`)}
        </label>
        {rows ? <textarea rows={rows} {...common} /> : <input type="text" {...common} />}
        {field === 'story' && (
          <div className="form-text text-end">{t('stories.count', { typed: typed.length, max: STORY_TEXT_MAX })}</div>
        )}
        <FieldNotes id={fieldId} help={help} error={message} />
      </div>
    );
  };

  return (
    <form
      id={id}
      noValidate
      className="border rounded p-3 mb-4"
      aria-labelledby={`${id}-heading`}
      onSubmit={handleSubmit(submit)}
    >
      <h2 id={`${id}-heading`} className="h5">
        {story ? t('stories.editTitle', { title: story.title }) : t('stories.newTitle')}
      </h2>
      <div className="row g-3">
        <div className="col-md-7">{text('title')}</div>
        <div className="col-md-5">{text('place')}</div>
      </div>
      <LabelledSelect
        className="mb-3"
        id={`${id}-language`}
        label={t('stories.fields.language')}
        registration={register('language')}
        error={errors.language?.message}
        options={LANGUAGES.map((language) => ({ value: language, label: languageNames[language] }))}
      />
      {text('story', 6)}
      <fieldset className="mb-3">
        <legend className="h6">{t('stories.consentLegend')}</legend>
        <p className="form-text mt-0">{t('stories.consentHelp')}</p>
        {text('brideFamilyConsent')}
        {text('groomFamilyConsent')}
      </fieldset>
      <div className="form-check mb-3">
        <input id={`${id}-published`} type="checkbox" className="form-check-input" {...register('published')} />
        <label htmlFor={`${id}-published`} className="form-check-label">
          {t('stories.fields.published')}
        </label>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <BusyButton busy={busy || isSubmitting} busyText={t('stories.saving')}>
          {t('stories.save')}
        </BusyButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
