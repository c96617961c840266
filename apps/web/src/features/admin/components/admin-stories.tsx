import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { languageNames } from '@vivaha/shared/languages';
import { paths } from '@vivaha/shared/routes';
import { HOME_STORIES, type Story, type StoryFields } from '@vivaha/shared/stories';

import { ActionButton } from '@/components/action-button';
import { PageSpinner } from '@/components/page-spinner';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { useScriptFonts } from '@/lib/script-fonts';
import { toast } from '@/lib/toast';

import { useAdminStories, useDeleteStory, useSaveStory } from '../api/stories';

import { confirmDialog } from './confirm-dialog';
import { formatDateTime } from './format-date';
import { StoryForm } from './story-form';

/**
 * The team's success stories at /admin/stories: write one, publish it when both families have
 * agreed to its words, withdraw it the moment either family asks, delete it. The homepage shows
 * the newest published few.
 */
export function AdminStories() {
  const { t } = useTranslation('admin');
  const stories = useAdminStories();
  const save = useSaveStory();
  const remove = useDeleteStory();
  // The story being written or changed: 'new', a story's id, or none.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  useScriptFonts(['si', 'ta']);
  useEffect(() => {
    if (stories.error) console.error('Loading the stories failed', stories.error);
  }, [stories.error]);

  const failed = (error: unknown, what: string) => {
    if (!(error instanceof HttpError)) console.error(what, 'failed', error);
    toast.error(error instanceof HttpError ? error.message : t('stories.failed'));
    return error instanceof HttpError ? error.fieldErrors : {};
  };

  const submit = async (body: StoryFields, id?: number): Promise<Record<string, string>> => {
    try {
      const answer = await save.mutateAsync({ id, body });
      toast.success(answer.message);
      setEditing(null);
      return {};
    } catch (error) {
      return failed(error, 'Saving a story');
    }
  };

  /** Asks the team to confirm `text` with a button saying `confirm`. */
  const ask = (text: string, confirm: string) =>
    confirmDialog({ title: t('confirm.title'), text, confirm, cancel: t('confirm.no') });

  const withdraw = async (story: Story) => {
    if (!(await ask(t('stories.confirmWithdraw', { title: story.title }), t('stories.withdraw')))) return;
    const { id, published: _published, publishedOn: _on, updatedOn: _updated, updatedBy: _by, ...fields } = story;
    await submit({ ...fields, published: false }, id);
  };

  const deleteOne = async (story: Story) => {
    if (!(await ask(t('stories.confirmDelete', { title: story.title }), t('actions.delete')))) return;
    try {
      toast.success((await remove.mutateAsync(story.id)).message);
      if (editing === story.id) setEditing(null);
    } catch (error) {
      failed(error, 'Deleting a story');
    }
  };

  const busy = save.isPending || remove.isPending;
  const items = stories.data?.items;
  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="h2 mb-0">{t('stories.title')}</h1>
        <div className="d-flex flex-wrap gap-2">
          {editing !== 'new' && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
              {t('stories.write')}
            </button>
          )}
          <Link className="btn btn-outline-primary" to={paths.adminOverview}>
            {t('overview.title')}
          </Link>
        </div>
      </div>
      <p className="text-body-secondary">{t('stories.intro', { shown: HOME_STORIES })}</p>
      {editing === 'new' && (
        <StoryForm busy={busy} onSubmit={(body) => submit(body)} onCancel={() => setEditing(null)} />
      )}
      {!items && stories.isPending && <PageSpinner />}
      {!items && stories.error && (
        <div className="alert alert-danger" role="alert">
          {t('stories.loadFailed')}
        </div>
      )}
      {items && !items.length && editing !== 'new' && <p>{t('stories.none')}</p>}
      {items && items.length > 0 && (
        <ul className="list-unstyled d-grid gap-3">
          {items.map((story) =>
            editing === story.id ? (
              <li key={story.id}>
                <StoryForm
                  story={story}
                  busy={busy}
                  onSubmit={(body) => submit(body, story.id)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={story.id} className="border rounded p-3" aria-labelledby={`story-${story.id}-title`}>
                <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                  <h2 id={`story-${story.id}-title`} className="h5 mb-0" lang={story.language}>
                    {story.title}
                  </h2>
                  <span className={`badge ${story.published ? 'text-bg-success' : 'text-bg-secondary'}`}>
                    {story.published ? t('stories.published') : t('stories.draft')}
                  </span>
                </div>
                <p className="mb-2 text-break" lang={story.language} style={{ whiteSpace: 'pre-line' }}>
                  {story.story}
                </p>
                <dl className="row small mb-2">
                  <dt className="col-sm-4 col-lg-3">{t('stories.placeShown')}</dt>
                  <dd className="col-sm-8 col-lg-9">{story.place || '-'}</dd>
                  <dt className="col-sm-4 col-lg-3">{t('stories.fields.language')}</dt>
                  <dd className="col-sm-8 col-lg-9">{languageNames[story.language]}</dd>
                  <dt className="col-sm-4 col-lg-3">{t('stories.fields.brideFamilyConsent')}</dt>
                  <dd className="col-sm-8 col-lg-9">{story.brideFamilyConsent || t('stories.notYet')}</dd>
                  <dt className="col-sm-4 col-lg-3">{t('stories.fields.groomFamilyConsent')}</dt>
                  <dd className="col-sm-8 col-lg-9">{story.groomFamilyConsent || t('stories.notYet')}</dd>
                  {story.publishedOn && (
                    <>
                      <dt className="col-sm-4 col-lg-3">{t('stories.publishedOn')}</dt>
                      <dd className="col-sm-8 col-lg-9">{formatDateTime(story.publishedOn)}</dd>
                    </>
                  )}
                  <dt className="col-sm-4 col-lg-3">{t('stories.savedBy')}</dt>
                  <dd className="col-sm-8 col-lg-9">
                    {story.updatedBy}, {formatDateTime(story.updatedOn)}
                  </dd>
                </dl>
                <div className="d-flex flex-wrap gap-2" role="group" aria-label={story.title}>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    disabled={busy}
                    onClick={() => setEditing(story.id)}
                  >
                    {t('actions.edit')}
                  </button>
                  {story.published && (
                    <ActionButton className="btn btn-sm btn-outline-dark" disabled={busy} run={() => withdraw(story)}>
                      {t('stories.withdraw')}
                    </ActionButton>
                  )}
                  <ActionButton className="btn btn-sm btn-outline-danger" disabled={busy} run={() => deleteOne(story)}>
                    {t('actions.delete')}
                  </ActionButton>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
