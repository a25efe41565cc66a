'use client';
// The e-mail outbox in the dashboard: the query-key factory, the paged list with its counts, one message, and
// "Retry" of a failed message (which refreshes the list and the message).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageStatus, MessageSummary, MessageView } from '@/lib/domain/mail/messages';
import { businessPath, dashboardFetch } from './request';

export type { MessageStatus, MessageSummary, MessageView };
export type MessageFilters = { status?: MessageStatus };
type MessagePage = { data: MessageSummary[]; hasMore: boolean; nextCursor: string | null; counts: Record<MessageStatus, number> };

export const MESSAGE_PAGE_SIZE = 20;

export const messageKeys = {
  all: (businessId: string) => ['businesses', businessId, 'messages'] as const,
  lists: (businessId: string) => [...messageKeys.all(businessId), 'list'] as const,
  list: (businessId: string, filters: MessageFilters) => [...messageKeys.lists(businessId), filters] as const,
  details: (businessId: string) => [...messageKeys.all(businessId), 'detail'] as const,
  detail: (businessId: string, messageId: string) => [...messageKeys.details(businessId), messageId] as const,
};

const messagesPath = (businessId: string) => `${businessPath(businessId)}/messages`;
const messagePath = (businessId: string, messageId: string) => `${messagesPath(businessId)}/${encodeURIComponent(messageId)}`;

/** The outbox, newest first, a page at a time; every page carries the counts per state. */
export function useMessages(businessId: string, filters: MessageFilters) {
  return useInfiniteQuery({
    queryKey: messageKeys.list(businessId, filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
      if (filters.status) query.set('status', filters.status);
      if (pageParam) query.set('cursor', pageParam);
      return dashboardFetch<MessagePage>(`${messagesPath(businessId)}?${query}`, { signal });
    },
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  });
}

/** One message with its parts (first answered by the server page's data). */
export function useMessage(businessId: string, messageId: string, initialData?: MessageView) {
  return useQuery({
    queryKey: messageKeys.detail(businessId, messageId),
    queryFn: ({ signal }) => dashboardFetch<MessageView>(messagePath(businessId, messageId), { signal }),
    initialData,
  });
}

/** Puts a failed message back in line; the list and the message are read again. */
export function useRetryMessage(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => dashboardFetch<MessageView>(`${messagePath(businessId, messageId)}/retry`, { method: 'POST' }),
    onSuccess: (message) => {
      client.setQueryData(messageKeys.detail(businessId, message.id), message);
      return client.invalidateQueries({ queryKey: messageKeys.lists(businessId) });
    },
  });
}
