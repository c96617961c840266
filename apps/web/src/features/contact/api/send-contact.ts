import { useMutation } from '@tanstack/react-query';

import { contactResponseSchema, type ContactRequest } from '@vivaha/shared/contact';

import { api } from '@/lib/http';

/** POST /api/contact (spec section 7). */
export const sendContact = (body: ContactRequest) => api('contact', contactResponseSchema, { method: 'POST', body });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
