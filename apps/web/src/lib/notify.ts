import { notifications } from '@mantine/notifications';

/** Display times from the spec: notifications 5 s, copy confirmations 1.5 s, login and permission errors 2.5 s. */
export const noticeDurations = { standard: 5000, copy: 1500, alert: 2500 } as const;

export type Notice = {
  message: string;
  title?: string;
  tone: 'success' | 'error' | 'info';
  duration?: keyof typeof noticeDurations;
};

const toneColors: Record<Notice['tone'], string> = { success: 'teal', error: 'red', info: 'blue' };

export function showNotice({ message, title, tone, duration = 'standard' }: Notice): void {
  notifications.show({
    title,
    message,
    color: toneColors[tone],
    autoClose: noticeDurations[duration],
    withBorder: true,
  });
}

export function clearNotices(): void {
  notifications.clean();
}

/**
 * Route changes clear notifications, so a message meant for the page being opened travels in the
 * navigation state and is shown once the new page is in place.
 */
export type NavigationState = { notice?: Notice };

export function withNotice(notice: Notice): { state: NavigationState } {
  return { state: { notice } };
}

export function readNotice(state: unknown): Notice | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  const { notice } = state as NavigationState;
  return notice && typeof notice.message === 'string' ? notice : undefined;
}
