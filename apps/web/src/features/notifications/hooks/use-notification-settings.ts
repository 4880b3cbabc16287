import { useState } from 'react';

import { messages } from '@feedmarket/contract/messages';
import type { TNotificationFlag } from '@feedmarket/contract/notifications/notifications.schemas';

import { errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useNotificationConfig } from '../api/get-notification-config';
import { useUpdateNotificationConfig } from '../api/update-notification-config';

type Edit = Partial<Pick<TNotificationFlag, 'flag' | 'email'>>;

/** The settings dialog's state: the saved configuration with the switches the user changed on top. */
export function useNotificationSettings(userId: number, onSaved: () => void) {
  const config = useNotificationConfig(userId);
  const mutation = useUpdateNotificationConfig(userId);
  const [edits, setEdits] = useState<Record<number, Edit>>({});

  const flags = (config.data?.flags ?? []).map((item) => ({ ...item, ...edits[item.type] }));

  const save = () =>
    mutation.mutate(
      { userId, flags: flags.map(({ type, flag, email }) => ({ type, flag, email })) },
      {
        onSuccess: () => {
          showNotice({ message: messages.notificationSettingsSaved, tone: 'success' });
          setEdits({});
          onSaved();
        },
        onError: (error) =>
          showNotice({ message: errorMessage(error, messages.notificationChangeFailed), tone: 'error' }),
      },
    );

  return {
    config,
    flags,
    isSaving: mutation.isPending,
    update: (type: number, edit: Edit) =>
      setEdits((current) => ({ ...current, [type]: { ...current[type], ...edit } })),
    discard: () => setEdits({}),
    save,
  };
}
