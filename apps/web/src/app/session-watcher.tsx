import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { setSessionEndedHandler } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/** When the server refuses the session's token, says why and forgets what the member saw. */
export function SessionWatcher() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    setSessionEndedHandler(() => {
      queryClient.clear();
      toast.error(t('account.sessionEnded'));
    });
  }, [queryClient, t]);
  return null;
}
