import { Fragment } from 'react';
import { Link } from 'react-router';

import type { OwnProfileListItem } from '@vivaha/shared/profile';
import { paths } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';

import { ownerPath } from './profile-paths';

type Item = Pick<OwnProfileListItem, 'profileId' | 'contactShownTo' | 'seenBy' | 'requestsWaiting'>;

/**
 * A profile's controls in one line on My Profiles: who may see the contact details, how many
 * families have seen the protected details, and the requests waiting, each a link to where the
 * family acts on it (the owner's page, at its controls; My Approvals).
 */
export function ControlsLine({ item }: { item: Item }) {
  const { t } = useTranslation('profiles');
  const owner = ownerPath(item.profileId);
  const parts = [
    <Link key="contact" to={`${owner}#who-may-see`}>
      {t(`list.controls.contact.${item.contactShownTo}`)}
    </Link>,
    <Link key="seen" to={`${owner}#who-has-seen`}>
      {t('list.controls.seen', { count: item.seenBy })}
    </Link>,
    item.requestsWaiting > 0 && (
      <Link key="waiting" to={paths.myApprovals}>
        {t('list.controls.waiting', { count: item.requestsWaiting })}
      </Link>
    ),
  ].filter(Boolean);
  return (
    <p className="profile-controls small mb-2">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true">{' · '}</span>}
          {part}
        </Fragment>
      ))}
    </p>
  );
}
