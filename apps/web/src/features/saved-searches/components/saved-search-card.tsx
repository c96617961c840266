import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { NEW_COUNT_CAP, type SavedSearch } from '@vivaha/shared/lists';

import { FieldError } from '@/components/field-error';
import { useTranslation } from '@/lib/i18n';

import { useUpdateSavedSearch } from '../api/update-saved-search';
import { searchTarget, toSearchFilters } from '../filters';

import { NameInput, SaveOrCancel } from './name-input';
import { useFiltersSummary } from './use-filters-summary';
import { useNameSave } from './use-name-save';

import '@/styles/parts/forms.scss';

/** The name the server gives a profile's partner preferences, before the profile's name. */
const PREFERENCES_PREFIX = 'Partner preferences: ';

interface Props {
  search: SavedSearch;
  onOpen: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch, title: string) => void;
  /** Its Delete waits for the server. */
  deleting: boolean;
}

/**
 * One saved search as a card: its name, its filters in words, how many profiles are new, and
 * Open, Rename and Delete. Partner preferences have Change (on their profile) instead.
 */
export function SavedSearchCard({ search, onOpen, onDelete, deleting }: Props) {
  const { t } = useTranslation('saved-searches');
  const summarize = useFiltersSummary();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const filters = toSearchFilters(search.filters);
  // The server names partner preferences in English after the profile; shown in the page's words.
  const title =
    search.profileId === null
      ? search.name
      : t('preferencesFor', { name: search.name.replace(PREFERENCES_PREFIX, '') });
  const system = search.horoscopeSystem;

  const closeRename = () => {
    setRenaming(false);
    // The form's buttons are gone: back to the button that opened it.
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  return (
    <li className="card shadow-sm">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start gap-2 mb-1">
          <h3 className="h5 mb-0 me-auto saved-card__name">{title}</h3>
          {search.newCount > 0 && (
            <span className="badge text-bg-primary">
              {search.newCount > NEW_COUNT_CAP
                ? t('newMore', { count: NEW_COUNT_CAP })
                : t('newCount', { count: search.newCount })}
            </span>
          )}
        </div>
        <p className="text-body-secondary mb-2 saved-card__summary">{summarize(filters)}</p>
        {system && <p className="small mb-2">{t('horoscopeMatch', { system: t(`preferences.systems.${system}`) })}</p>}
        {renaming ? (
          <RenameForm search={search} title={title} onClose={closeRename} />
        ) : (
          <div className="d-flex flex-wrap gap-2 mt-3">
            <Link
              className="btn btn-primary"
              to={searchTarget({ filters, profileId: search.profileId, horoscopeSystem: search.horoscopeSystem })}
              onClick={() => onOpen(search)}
              aria-label={t('open.named', { name: title })}
            >
              {t('open.action')}
            </Link>
            {search.profileId === null ? (
              <>
                <button
                  ref={renameButton}
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => setRenaming(true)}
                  aria-label={t('rename.named', { name: title })}
                >
                  {t('rename.action')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  disabled={deleting}
                  onClick={() => onDelete(search, title)}
                  aria-label={t('delete.named', { name: title })}
                >
                  {t('delete.action')}
                </button>
              </>
            ) : (
              <Link
                className="btn btn-outline-secondary"
                to={`/profiles/${search.profileId}#partner-preferences`}
                aria-label={t('change.named', { name: title })}
              >
                {t('change.action')}
              </Link>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * Rename in place: the new name with the filters the search has. A refused name keeps what was
 * typed, with the server's reason under the field.
 */
function RenameForm({ search, title, onClose }: { search: SavedSearch; title: string; onClose: () => void }) {
  const { t } = useTranslation('saved-searches');
  const id = useId();
  const update = useUpdateSavedSearch();
  const [name, setName] = useState(search.name);
  const { input, error, onSubmit, onKeyDown } = useNameSave({
    pending: update.isPending,
    send: () => update.mutateAsync({ id: search.id, name, filters: toSearchFilters(search.filters) }),
    done: t('rename.done'),
    failed: t('rename.failed'),
    what: `Renaming saved search ${search.id}`,
    onSaved: onClose,
    onClose,
  });

  return (
    <form noValidate className="mt-3" onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <label htmlFor={`${id}-name`} className="form-label">
        {t('rename.label', { name: title })}
      </label>
      <div className="d-flex flex-wrap gap-2">
        <NameInput
          inputRef={input}
          id={`${id}-name`}
          className="form-control saved-rename__input"
          invalid={Boolean(error.name)}
          aria-describedby={error.name ? `${id}-name-error` : undefined}
          value={name}
          onChange={setName}
        />
        <SaveOrCancel
          busy={update.isPending}
          busyText={t('rename.saving')}
          save={t('rename.save')}
          onCancel={onClose}
        />
      </div>
      <div aria-live="polite">
        <FieldError id={`${id}-name-error`} message={error.name} />
      </div>
      {error.message && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {error.message}
        </div>
      )}
    </form>
  );
}
