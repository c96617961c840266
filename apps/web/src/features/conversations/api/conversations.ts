import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { doneSchema } from '@vivaha/shared/answers';
import {
  conversationListSchema,
  messagePageSchema,
  messageSchema,
  MESSAGES_POLL_SECONDS,
} from '@vivaha/shared/conversations';
import type { ReportReason } from '@vivaha/shared/privacy';

import { api } from '@/lib/http';

export const conversationsKey = ['conversations'] as const;
const threadKey = (id: number) => [...conversationsKey, id] as const;

/**
 * GET /api/conversations: the member's conversations, newest first. Asked again every 20 seconds
 * while the screen is open and the page is in front: polling, not a held connection, so it works
 * through every proxy and phone network and costs a server nothing between asks.
 */
export const useConversations = () =>
  useQuery({
    queryKey: conversationsKey,
    queryFn: ({ signal }) => api('conversations', conversationListSchema, { signal }),
    refetchInterval: MESSAGES_POLL_SECONDS * 1000,
    staleTime: 0,
  });

/** GET /api/conversations/{id}/messages: the newest page, asked again like the list. */
export const useThread = (id: number) =>
  useQuery({
    queryKey: threadKey(id),
    queryFn: ({ signal }) => api(`conversations/${id}/messages`, messagePageSchema, { signal }),
    refetchInterval: MESSAGES_POLL_SECONDS * 1000,
    staleTime: 0,
  });

/** GET /api/conversations/{id}/messages?before=: older messages, a page at a time. */
export const olderMessages = (id: number, before: number) =>
  api(`conversations/${id}/messages`, messagePageSchema, { query: { before } });

/** POST /api/conversations: the conversation between one of my profiles and theirs (made if new). */
export const startConversation = (profileId: number, withProfileId: number) =>
  api('conversations', z.object({ id: z.number() }), { method: 'POST', body: { profileId, withProfileId } });

export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api(`conversations/${id}/messages`, messageSchema, { method: 'POST', body: { text } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}

/** POST /api/messages/{id}/report. */
export const reportMessage = (id: number, reason: ReportReason) =>
  api(`messages/${id}/report`, doneSchema, { method: 'POST', body: { reason, text: '' } });

/** PUT /api/conversations/mails/{profileId}: the mail when a family writes to this profile. */
export const setMessageMails = (profileId: number, on: boolean) =>
  api(`conversations/mails/${profileId}`, doneSchema, { method: 'PUT', body: { on } });

/** PUT /api/conversations/guardian/{profileId}: names the guardian who gets the weekly copy. */
export const setGuardian = (profileId: number, email: string) =>
  api(`conversations/guardian/${profileId}`, doneSchema, { method: 'PUT', body: { email } });

/** DELETE /api/conversations/guardian/{profileId}. */
export const removeGuardian = (profileId: number) =>
  api(`conversations/guardian/${profileId}`, doneSchema, { method: 'DELETE' });
