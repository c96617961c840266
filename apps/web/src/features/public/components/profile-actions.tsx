import { lazy, Suspense, useState } from 'react';
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
 * Report this profile (everyone but its owner, visitors too) and Block this member (signed-in
 * members who do not own it). Nothing shows for a signed-in member until we know whose profile it is.
 */
export function ProfileActions({ view, viewerId, onBlock }: Props) {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const signedIn = Boolean(useSession());
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);

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
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onPointerEnter={() => void loadReportDialog()}
        onFocus={() => void loadReportDialog()}
        onClick={() => setReporting(true)}
      >
        {t('report.open')}
      </button>
      {signedIn && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={blocking}
          onClick={() => void block()}
        >
          {t('block.open')}
        </button>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog profileId={profileid} name={name} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </div>
  );
}
