import { useMutation } from '@tanstack/react-query';

import type { ReportReason } from '@vivaha/shared/privacy';

import { api } from '@/lib/http';

/** What the report form sends (the shared reportSchema); the text only when there is one. */
export interface ProfileReport {
  reason: ReportReason;
  text?: string;
  captchaToken: string;
}

/** POST /api/pp/report/{id}: behind the bot check; a visitor may report too. */
export const reportProfile = ({ id, report }: { id: number; report: ProfileReport }) =>
  api(
    `pp/report/${id}`,
    import('@vivaha/shared/answers').then((schemas) => schemas.doneSchema),
    { method: 'POST', body: report },
  );

export const useReportProfile = () => useMutation({ mutationFn: reportProfile });
