import { useCallback, useEffect, useState } from 'react';

import { CAPTCHA_READY_POLL_MS } from '@vivaha/shared/constants';

import { botCheck } from './botcheck';

/** Loads the bot check and polls its readiness every 500 ms (spec section 4). */
export function useBotCheck() {
  const [ready, setReady] = useState(() => botCheck.isReady());

  useEffect(() => {
    botCheck.load();
    if (ready) return;
    const timer = setInterval(() => {
      if (botCheck.isReady()) {
        setReady(true);
        clearInterval(timer);
      }
    }, CAPTCHA_READY_POLL_MS);
    return () => clearInterval(timer);
  }, [ready]);

  const getToken = useCallback(() => botCheck.getToken(), []);
  return { ready, getToken };
}
