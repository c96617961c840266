import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';

import { MATCH_SYSTEMS, type MatchSystem } from '@vivaha/shared/constants';
import type { Preferences } from '@vivaha/shared/lists';

import { LabelledSelect } from '@/components/labelled-select';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import type { SearchFilters } from '@/lib/search-query';
import { toast } from '@/lib/toast';

import { useMarkSeen } from '../api/mark-seen';
import { usePreferences, useSavePreferences } from '../api/preferences';
import { searchTarget, toSearchFilters } from '../filters';

import { SettingLoad } from './setting-load';

import '@/styles/parts/forms.scss';
import '../saved-searches.css';

/** What the search form of Profile Search takes (features/public), which the app passes in. */
export interface SearchFormProps {
  initial: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  sexFixed?: boolean;
  submitLabel?: string;
}

interface Props {
  profileId: number;
  /** The profile's own sex (1 groom, 2 bride): it looks for the other one. */
  sex: number | undefined;
  /** Profile Search's form; a feature does not import another, so the app gives it. */
  SearchForm: ComponentType<SearchFormProps>;
}

/** The other sex, when the server's filters leave Looking for open. */
const otherSex = (sex: number | undefined) => (sex === 1 ? 2 : sex === 2 ? 1 : 0);

/**
 * "Partner preferences" on the owner's view of one profile: what it looks for, as a saved search
 * of the profile's own. Before they are saved the server suggests some (the other sex and an age
 * band), said so above the form. Looking for stays the suggested one.
 */
export function PartnerPreferences({ profileId, sex, SearchForm }: Props) {
  const { t } = useTranslation('saved-searches');
  const id = useId();
  const preferences = usePreferences(profileId);
  const { error } = preferences;

  useEffect(() => {
    if (error) console.error('Loading the partner preferences of profile', profileId, 'failed', error);
  }, [error, profileId]);

  // "Change" on My Saved Searches links here: the section is below the profile, drawn after it
  // loads, so the browser's own jump to the address's #partner-preferences comes too early.
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const loaded = Boolean(preferences.data);
  useEffect(() => {
    if (loaded && hash === '#partner-preferences') section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  return (
    <section
      ref={section}
      id="partner-preferences"
      className="card card-body shadow-sm mb-4 saved-searches"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="h5">
        {t('preferences.title')}
      </h2>
      <p className="saved-intro">{t('preferences.intro')}</p>
      <SettingLoad query={preferences} failed={t('preferences.loadFailed')} />
      {preferences.data && (
        // Keyed by profile: what was typed for one profile never carries over to another.
        <PreferencesForm
          key={profileId}
          profileId={profileId}
          sex={sex}
          preferences={preferences.data}
          SearchForm={SearchForm}
        />
      )}
    </section>
  );
}

interface FormProps extends Props {
  preferences: Preferences;
}

/** The form, from the first answer; later answers (after a save) leave what is typed alone. */
function PreferencesForm({ profileId, sex, preferences, SearchForm }: FormProps) {
  const { t } = useTranslation('saved-searches');
  const id = useId();
  const save = useSavePreferences(profileId);
  const seen = useMarkSeen();
  const [initial] = useState(() => toSearchFilters(preferences.filters));
  const [system, setSystem] = useState<MatchSystem | null>(preferences.horoscopeSystem);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> }>();
  const lookingFor = preferences.filters.sx || otherSex(sex);

  const onSave = async (filters: SearchFilters) => {
    if (save.isPending) return;
    setError(undefined);
    try {
      const answer = await save.mutateAsync({ filters: { ...filters, sx: lookingFor }, horoscopeSystem: system });
      toast.success(answer.message || t('preferences.done'));
    } catch (failure) {
      console.error('Saving the partner preferences of profile', profileId, 'failed', failure);
      setError(
        failure instanceof HttpError
          ? { message: failure.message, fields: failure.fieldErrors }
          : { message: t('preferences.failed'), fields: {} },
      );
    }
  };

  // Every reason the server gave, once each: the first is its message.
  const reasons = error ? [...new Set([error.message, ...Object.values(error.fields)])] : [];
  const { savedSearchId } = preferences;
  return (
    <>
      {!preferences.saved && (
        <p className="alert alert-info" role="status">
          {t('preferences.suggested')}
        </p>
      )}
      {lookingFor > 0 && (
        <p>
          <strong>{t('preferences.lookingFor')}:</strong> {lookingFor === 1 ? t('summary.grooms') : t('summary.brides')}
        </p>
      )}
      <LabelledSelect
        className="mb-3 saved-horoscope"
        id={`${id}-horoscope`}
        label={t('preferences.horoscope')}
        help={t('preferences.horoscopeHelp')}
        error={error?.fields.horoscopeSystem}
        value={system ?? ''}
        onChange={(event) => setSystem(MATCH_SYSTEMS.find((name) => name === event.target.value) ?? null)}
        options={[
          { value: '', label: t('preferences.systems.none') },
          ...MATCH_SYSTEMS.map((name) => ({ value: name, label: t(`preferences.systems.${name}`) })),
        ]}
      />
      <SearchForm
        initial={initial}
        onSearch={(filters) => void onSave(filters)}
        sexFixed
        submitLabel={save.isPending ? t('preferences.saving') : t('preferences.save')}
      />
      {error && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {reasons.length > 1 ? (
            <ul className="mb-0 ps-3">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : (
            error.message
          )}
        </div>
      )}
      {preferences.saved && savedSearchId !== null && (
        <p className="mt-3 mb-0">
          <Link
            className="btn btn-outline-primary"
            to={searchTarget({
              filters: toSearchFilters(preferences.filters),
              profileId,
              horoscopeSystem: preferences.horoscopeSystem,
            })}
            onClick={() => seen.mutate(savedSearchId)}
          >
            {t('preferences.see')}
          </Link>
        </p>
      )}
    </>
  );
}
