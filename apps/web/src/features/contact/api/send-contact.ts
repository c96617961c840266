import { useMutation } from '@tanstack/react-query';

import type { ContactRequest } from '@vivaha/shared/contact';

import { api } from '@/lib/http';

/** POST /api/contact (spec section 7). The answer's schema loads with the call, not with the page. */
export const sendContact = (body: ContactRequest) =>
  api(
    'contact',
    import('@vivaha/shared/contact').then((schemas) => schemas.contactResponseSchema),
    { method: 'POST', body },
  );

export const useSendContact = () => useMutation({ mutationFn: sendContact });
