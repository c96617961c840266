import { useMutation } from '@tanstack/react-query';

import type { ContactRequest, ContactResponse } from '@vivaha/shared/contact';

import { api } from '@/lib/http';

/** POST /api/contact (spec section 7). */
export const sendContact = (body: ContactRequest) => api<ContactResponse>('contact', { method: 'POST', body });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
