import type { AdminProfile } from '@vivaha/shared/admin';

import type { DetailRow, DetailSection } from '@/components/profile-form/profile-details';
import type { TFunction } from '@/lib/i18n';

import { formatDateTime } from './format-date';

/**
 * The admin view's sections after the form's four (spec section 3): status and administration,
 * then payment, read-only. Empty values read Not provided.
 */
export function adminSections(p: AdminProfile, t: TFunction): DetailSection[] {
  const row = (field: string, value: DetailRow[1]): DetailRow => [t(`fields.${field}`), value];
  return [
    {
      id: 'status',
      title: t('sections.status'),
      rows: [
        row('active', t(`status.${p.active}`, String(p.active))),
        row('reviewed', p.reviewed),
        row('viewCount', p.viewCount),
        row('imagecount', p.imagecount),
        row('photoprotected', p.photoprotected),
        row('contactprotected', p.contactprotected),
        row('horprotected', p.horprotected),
        row('phone1verified', p.phone1verified),
        row('phone2verified', p.phone2verified),
        row('mobileverified', p.mobileverified),
        row('adminOverrideCode', p.adminOverrideCode),
        row('modifiedby', p.modifiedby),
        row('modifiedon', formatDateTime(p.modifiedon)),
        row('addedon', formatDateTime(p.addedon)),
        row('lastlogin', formatDateTime(p.lastlogin)),
        row('removeComments', p.removeComments),
      ],
    },
    {
      id: 'payment',
      title: t('sections.payment'),
      rows: [
        row('packageID', p.packageID),
        row('expiresOn', formatDateTime(p.expiresOn)),
        row('paidOn', formatDateTime(p.paidOn)),
        row('amountPaid', p.amountPaid),
        row('paidCurrency', p.paidCurrency),
        row('payComments', p.payComments),
        row('isGold', p.isGold),
        row('orderstatus', p.orderstatus),
      ],
    },
  ];
}
