import type { AdminProfile } from '@vivaha/shared/admin';

import { ActionButton } from '@/components/action-button';
import { confirmToast } from '@/components/confirm-toast';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useDiscardPendingChanges } from '../api/discard-pending-changes';

import { formatDateTime } from './format-date';

import '@/styles/parts/tables.scss';

type Props = { profile: Pick<AdminProfile, 'profileid' | 'pendingChanges' | 'pendingSince'> };

/**
 * The owner's edit of a published profile, waiting for the team: each changed field with what the
 * public sees now and what the owner wrote. Publish This Profile makes it public; Discard drops it.
 */
export function PendingChanges({ profile }: Props) {
  const { t } = useTranslation('admin');
  const discard = useDiscardPendingChanges();
  if (!profile.pendingChanges.length) return null;

  const onDiscard = async () => {
    const yes = await confirmToast(t('pending.discardConfirm'), {
      confirm: t('actions.confirm'),
      cancel: t('actions.cancel'),
    });
    if (!yes) return;
    discard.mutate(profile.profileid, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(error.message || t('pending.discardFailed')),
    });
  };

  return (
    <section className="card border-warning shadow-sm mb-4" aria-labelledby="pending-title">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
          <div>
            <h2 id="pending-title" className="h5 mb-1">
              {t('pending.title')}
            </h2>
            <p className="text-body-secondary mb-2">
              {t('pending.intro', { date: formatDateTime(profile.pendingSince) })}
            </p>
          </div>
          <ActionButton className="btn btn-sm btn-outline-danger" disabled={discard.isPending} run={onDiscard}>
            {t('pending.discard')}
          </ActionButton>
        </div>
        <div className="table-responsive">
          <table className="table table-sm align-top mb-0 pending-table">
            <caption className="visually-hidden">{t('pending.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pending.field')}</th>
                <th scope="col">{t('pending.before')}</th>
                <th scope="col">{t('pending.after')}</th>
              </tr>
            </thead>
            <tbody>
              {profile.pendingChanges.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.label}</th>
                  <td className="text-body-secondary pending-value">
                    {change.before || <em>{t('pending.empty')}</em>}
                  </td>
                  <td className="pending-value pending-after">{change.after || <em>{t('pending.empty')}</em>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
