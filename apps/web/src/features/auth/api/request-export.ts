import { useMutation } from '@tanstack/react-query';

import { identityAnswerSchema, type ExportRequest } from '@vivaha/shared/identity';

import { identity } from '@/lib/http';

import { expectSuccess } from './identity-answer';

/** POST /identity/export (signed in): a copy of the member's data, mailed as a link when made. */
export const requestExport = async (body: ExportRequest) =>
  expectSuccess(await identity('export', identityAnswerSchema, { method: 'POST', body }));

export const useRequestExport = () => useMutation({ mutationFn: requestExport });

/** The mailed link's address: opened by the browser itself, it carries the session's cookie. */
export const exportDownloadUrl = (token: string) => `/identity/export/${encodeURIComponent(token)}`;
