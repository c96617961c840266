import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CAPTCHA_READY_POLL_MS } from '@vivaha/shared/constants';

import { toast } from '@/lib/toast';

import { botCheck } from './botcheck';

/**
 * Loads the bot check and polls its readiness every 500 ms (spec section 4); it is also marked
 * ready the moment loading ends, so a quick submit is not refused for want of the next poll.
 */
export function useBotCheck() {
  const [ready, setReady] = useState(() => botCheck.isReady());

  useEffect(() => {
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
  }, [ready]);

  const getToken = useCallback(() => botCheck.getToken(), []);
  return { ready, getToken };
}

/**
 * The token a protected call sends (action submit), or null after telling the person why there
 * is none: the spec's "not ready yet" and "failed" messages (section 8, Captcha).
 */
export function useCaptchaToken(): () => Promise<string | null> {
  const { t } = useTranslation();
  const { ready, getToken } = useBotCheck();
  return useCallback(async () => {
    if (!ready) {
      toast.error(t('captcha.notReady'));
      return null;
    }
    const token = await getToken();
    if (!token) {
      toast.error(t('captcha.failed'));
      return null;
    }
    return token;
  }, [ready, getToken, t]);
}
