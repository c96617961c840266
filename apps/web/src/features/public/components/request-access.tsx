import { useCallback } from 'react';

import { AnswerError, HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCaptchaToken } from '@/lib/use-bot-check';

import { useRequestPermission } from '../api/request-permission';

/** Whose protected details are asked for. */
export interface RequestReceiver {
  receiverProfileId: number;
  receiverCustId: number;
}

/** Sends an access request from one of the visitor's own profiles (spec section 7, pp/requestpermision). */
export type SendRequest = (requestingProfileId: number, receiver: RequestReceiver) => unknown;

/**
 * What Send Request does on the profile view, with the messages of spec section 8: the server's
 * message on success or failure (with fallbacks), a warning for an empty answer, and a message
 * of its own when the call could not be made at all.
 */
export function useSendRequest(): SendRequest {
  const { t } = useTranslation('public');
  // Only a member can send a request: a visitor's page does not start the check (a visitor logs
  // in first, and the login form starts its own).
  const captcha = useCaptchaToken(Boolean(useSession()));
  const request = useRequestPermission();
  return useCallback(
    async (requestingProfileId: number, receiver: RequestReceiver) => {
      const captchaToken = await captcha();
      if (!captchaToken) return;
      try {
        const answer = await request.mutateAsync({ ...receiver, requestingProfileId, captchaToken });
        if (answer.success) toast.success(answer.message || t('request.sent'));
        else toast.error(answer.message || t('request.failed'));
      } catch (error) {
        // An empty or unreadable answer is the spec's "empty response".
        if (error instanceof AnswerError) toast.warning(t('request.unexpected'));
        else toast.error(error instanceof HttpError ? error.message || t('request.failed') : t('request.error'));
      }
    },
    [captcha, request, t],
  );
}
