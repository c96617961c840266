import { PRIVACY_VERSION } from '@vivaha/shared/retention';

import { identity } from '@/lib/http';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

import { meKey } from './get-me';
import { expectSuccess } from './identity-answer';

/**
 * POST /identity/privacy (signed in): the member agrees to the privacy notice as it is now. Its
 * schema loads with the call: this file is in every page's first download (the line asking to
 * agree is above every page), and the identity schemas would bring zod into it.
 */
export const agreePrivacy = async () =>
  expectSuccess(
    await identity(
      'privacy',
      import('@vivaha/shared/identity').then((schemas) => schemas.identityAnswerSchema),
      { method: 'POST', body: { version: PRIVACY_VERSION } },
    ),
  );

export const useAgreePrivacy = () => useRefreshingMutation(agreePrivacy, [meKey]);
