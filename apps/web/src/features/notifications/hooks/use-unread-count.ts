import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { unreadCountPollMs } from '@feedmarket/contract/notifications/notifications.constants';

import { getUnreadCount } from '../api/get-unread-count';
import { notificationKeys } from '../api/notification-query-keys';

type UnreadCount = { count: number; etag: string | null };

/**
 * The unread count, asked for every 10 s while the page is visible: interval refetches pause while
 * the document is hidden, and showing it again asks at once. Each request sends the ETag of the last
 * answer, so the server answers 304 while nothing changed and the kept count stays as it is. When the
 * ETag changes (a notification arrived or changed state, here or in another tab), the lists refresh
 * and `onChange` runs.
 */
export function useUnreadCount(userId: number, onChange?: () => void) {
  const queryClient = useQueryClient();
  const queryKey = notificationKeys.unreadCount(userId);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<UnreadCount> => {
      const kept = queryClient.getQueryData<UnreadCount>(queryKey);
      const answer = await getUnreadCount(userId, kept?.etag ?? null, signal);
      if (answer.notModified) return kept ?? { count: 0, etag: null };
      return { count: answer.data.count, etag: answer.etag };
    },
    refetchInterval: unreadCountPollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

  const etag = query.data?.etag;
  const seenEtag = useRef(etag);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (etag === undefined || etag === seenEtag.current) return;
    const isFirstAnswer = seenEtag.current === undefined;
    seenEtag.current = etag;
    if (isFirstAnswer) return;
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    changed.current?.();
  }, [etag, queryClient]);

  return query;
}
