import { useCallback, useEffect, useState } from 'react';

import { CAPTCHA_READY_POLL_MS } from '@vivaha/shared/constants';

import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { botCheck } from './botcheck';
import { site } from './site';

/**
 * Loads the bot check and polls its readiness every 500 ms (spec section 4); it is also marked
 * ready the moment loading ends, so a quick submit is not refused for want of the next poll.
 */
export function useBotCheck(enabled = true) {
  const [ready, setReady] = useState(() => botCheck.isReady());

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    botCheck.load().then(
      () => live && setReady(true),
      () => {},
    );
    if (ready) return;
    const timer = setInterval(() => {
      if (botCheck.isReady()) {
        setReady(true);
        clearInterval(timer);
      }
    }, CAPTCHA_READY_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [ready, enabled]);

  const getToken = useCallback(() => botCheck.getToken(), []);
  return { ready, getToken };
}

/** How long a submit waits for the check to finish loading before it gives up. */
export const BOT_CHECK_WAIT_MS = 8_000;

/** Resolves true once the check is ready, false when it fails to load or `ms` pass first. */
function readyWithin(ms: number): Promise<boolean> {
  if (botCheck.isReady()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    botCheck.load().then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/** The check's own name in messages: reCAPTCHA when that runs, else a "security check". */
const messageKey = (what: 'notReady' | 'failed') =>
  site.captchaProvider === 'recaptcha' ? `captcha.${what}` : `captcha.security.${what}`;

/**
 * The token a protected call sends (action submit), or null after telling the person why there
 * is none (spec section 8, Captcha). A submit made before the check has loaded (a quick press,
 * the browser filling the form) waits for it, up to a few seconds, instead of being refused.
 * The check starts solving with the screen, or, with `enabled` false (no form to send yet), only
 * when a token is asked for.
 */
export function useCaptchaToken(enabled = true): () => Promise<string | null> {
  const { t } = useTranslation();
  const { getToken } = useBotCheck(enabled);
  return useCallback(async () => {
    if (!(await readyWithin(BOT_CHECK_WAIT_MS))) {
      toast.error(t(messageKey('notReady')));
      return null;
    }
    const token = await getToken();
    if (!token) {
      toast.error(t(messageKey('failed')));
      return null;
    }
    return token;
  }, [getToken, t]);
}
