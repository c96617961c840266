import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { ProfileSlot } from '@/components/profile-slot';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import type { ProfileViewData } from '../api/get-profile-view';

const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(loadReportDialog);

/** Blocks the member who owns a profile after asking; resolves true once blocked. */
export type BlockMember = (profileId: number, name: string) => Promise<boolean>;

interface Props {
  view: Pick<ProfileViewData, 'summary' | 'fkCustId'>;
  /** The signed-in account's id, once known; undefined for a visitor or while it loads. */
  viewerId: number | undefined;
  onBlock: BlockMember;
}

/**
 * The heart (save), then "More", which opens Report this profile (everyone but its owner, visitors
 * too) and Block this member (signed-in members who do not own it): the first thing a family sees of
 * a match is the person, not a report button. Nothing shows for a signed-in member until we know
 * whose profile it is.
 *
 * "More" is a disclosure (a button with aria-expanded that shows two buttons), the pattern the
 * WAI-ARIA practices give for a short list of actions; Escape or a click elsewhere closes it and
 * Escape gives the focus back to "More".
 */
export function ProfileActions({ view, viewerId, onBlock }: Props) {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const signedIn = Boolean(useSession());
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const known = !signedIn || viewerId !== undefined;
  if (!known || viewerId === view.fkCustId) return null;
  const { profileid, name, sex } = view.summary;

  const block = async () => {
    setBlocking(true);
    try {
      if (await onBlock(profileid, name)) await navigate(paths.search);
    } finally {
      setBlocking(false);
    }
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <ProfileSlot profileId={profileid} name={name} sex={sex} place="view" />
      <div className="more-actions" ref={box}>
        <button
          ref={toggle}
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {t('view.more')}
        </button>
        <div id={listId} className="more-actions__list" hidden={!open}>
          <button
            type="button"
            className="btn btn-sm btn-link text-danger"
            onPointerEnter={() => void loadReportDialog()}
            onFocus={() => void loadReportDialog()}
            onClick={() => {
              setOpen(false);
              setReporting(true);
            }}
          >
            {t('report.open')}
          </button>
          {signedIn && (
            <button
              type="button"
              className="btn btn-sm btn-link"
              disabled={blocking}
              onClick={() => {
                setOpen(false);
                void block();
              }}
            >
              {t('block.open')}
            </button>
          )}
        </div>
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog profileId={profileid} name={name} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </div>
  );
}
