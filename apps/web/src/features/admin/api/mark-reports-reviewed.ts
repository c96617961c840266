import { reportsReviewedSchema } from '@vivaha/shared/privacy';

import { api } from '@/lib/http';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

import { adminDetailsKey } from './get-admin-profile';
import { adminReportsKey } from './list-admin-reports';

/**
 * PUT /api/admin/profile/{profileId}/reports-reviewed, with an empty body: for REPORT_REVIEWED_DAYS,
 * reports on the profile reach the queue and do not hide it. Answers until when.
 */
export const markReportsReviewed = ({ profileId }: { profileId: number }) =>
  api(`admin/profile/${profileId}/reports-reviewed`, reportsReviewedSchema, { method: 'PUT' });

// The queue shows the mark and the reports that stopped counting; the profile's history records it.
export const useMarkReportsReviewed = () =>
  useRefreshingMutation(markReportsReviewed, [adminReportsKey, adminDetailsKey]);
