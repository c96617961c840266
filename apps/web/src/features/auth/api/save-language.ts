import type { Language } from '@vivaha/shared/languages';

import { identity, ignoredAnswer } from '@/lib/http';

/**
 * PUT /identity/language: a signed-in member's choice of language, which their mails follow.
 * Sent as the new page loads (keepalive), and never in the way of the switch.
 */
export const saveLanguage = (language: Language) =>
  identity('language', ignoredAnswer, { method: 'PUT', body: { language }, keepalive: true }).catch(() => undefined);
