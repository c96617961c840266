import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';
import { writeSearch, type SearchFilters } from '@/lib/search-query';
import { useSession } from '@/lib/session';

import { useAddSavedSearch } from '../api/add-saved-search';

import { NameInput, SaveOrCancel } from './name-input';
import { NAME_MAX, suggestedName, useFiltersSummary } from './use-filters-summary';
import { useNameSave } from './use-name-save';

import '@/styles/parts/forms.scss';
import '../saved-searches.css';

/**
 * "Save this search" on Profile Search, for a signed-in member; nothing for a visitor, so its
 * words load only for members.
 */
export function SaveSearchButton({ filters }: { filters: SearchFilters }) {
  const signedIn = useSession() !== null;
  return signedIn ? <SaveSearch filters={filters} /> : null;
}

/**
 * The button opens a small form under it with a name made from the filters. A refused name keeps
 * what was typed, with the server's reason under the field; the limit of saved searches shows in
 * the form. Escape or Cancel closes it and goes back to the button.
 */
function SaveSearch({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation('saved-searches');
  const id = useId();
  const summarize = useFiltersSummary();
  const add = useAddSavedSearch();
  const openButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const [name, setName] = useState('');
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => openButton.current?.focus());
  };
  const { input, error, setError, onSubmit, onKeyDown } = useNameSave({
    pending: add.isPending,
    send: () => add.mutateAsync({ name, filters }),
    done: t('save.done'),
    failed: t('save.failed'),
    what: 'Saving the search',
    onSaved: () => {
      setSaved(true);
      close();
    },
    onClose: close,
  });

  // Another search (the form searched again, Back): the form and the "saved" link were for the last one.
  const query = writeSearch(filters);
  const [shownFor, setShownFor] = useState(query);
  if (shownFor !== query) {
    setShownFor(query);
    setOpen(false);
    setSaved(false);
    setError({});
  }

  const start = () => {
    setName(suggestedName(summarize(filters)));
    setError({});
    setSaved(false);
    setOpen(true);
  };

  const describedBy = [`${id}-help`, error.name ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="saved-searches">
      <button
        ref={openButton}
        type="button"
        className="btn btn-outline-primary"
        aria-expanded={open}
        aria-controls={open ? `${id}-form` : undefined}
        onClick={() => (open ? close() : start())}
      >
        {t('save.open')}
      </button>
      {open && (
        <form
          id={`${id}-form`}
          noValidate
          aria-label={t('save.title')}
          className="card card-body shadow-sm mt-2 saved-save-form"
          onSubmit={onSubmit}
          onKeyDown={onKeyDown}
        >
          <label htmlFor={`${id}-name`} className="form-label">
            {t('save.name')}
          </label>
          <NameInput
            inputRef={input}
            id={`${id}-name`}
            maxLength={NAME_MAX}
            invalid={Boolean(error.name)}
            aria-describedby={describedBy}
            value={name}
            onChange={setName}
          />
          <div id={`${id}-help`} className="form-text">
            {t('save.nameHelp')}
          </div>
          {/* The server's words as they came (in the page's language): FieldError's catalogs would
              bring zod into Profile Search. */}
          <div aria-live="polite">
            {error.name && (
              <div id={`${id}-error`} className="invalid-feedback d-block">
                {error.name}
              </div>
            )}
          </div>
          {error.message && (
            <div className="alert alert-danger mt-2 mb-0" role="alert">
              {error.message}
            </div>
          )}
          <div className="d-flex flex-wrap gap-2 mt-3">
            <SaveOrCancel busy={add.isPending} busyText={t('save.saving')} save={t('save.submit')} onCancel={close} />
          </div>
        </form>
      )}
      <div role="status">
        {saved && (
          <p className="mt-2 mb-0">
            <Link to={paths.mySavedSearches}>{t('save.see')}</Link>
          </p>
        )}
      </div>
    </div>
  );
}
