import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { TConnector, TConnectorUpdateBody } from '@feedmarket/contract/connectors/connectors.schemas';
import { messages } from '@feedmarket/contract/messages';

import { confirmAction } from '../../../components/confirm-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { connectorQueryOptions } from '../api/get-connector';
import { useUpdateConnector } from '../api/save-connector';

/** A connector's update body as it is saved, with another feed. */
function movedTo(connector: TConnector, metadataId: number): TConnectorUpdateBody {
  return {
    id: connector.id,
    name: connector.name,
    ...(connector.description ? { description: connector.description } : {}),
    category: connector.category as TConnectorUpdateBody['category'],
    type: connector.type as TConnectorUpdateBody['type'],
    metadataId,
    params: connector.params.map(({ paramId, paramName, value }) => ({ paramId, paramName, value })),
    status: connector.status as NonNullable<TConnectorUpdateBody['status']>,
  };
}

/**
 * Attaching an existing connector to a feed: the picked connector is read afresh, the move is
 * confirmed (it stops carrying its current feed), then saved with the feed (`PUT /connector`).
 */
export function useAttachConnector(feed: { id: number; name: string }) {
  const queryClient = useQueryClient();
  const update = useUpdateConnector();
  const [attached, setAttached] = useState<TConnector[]>([]);
  const [isPicking, setPicking] = useState(false);

  const save = async (connector: TConnector) => {
    try {
      const current = await queryClient.fetchQuery({ ...connectorQueryOptions(connector.id), staleTime: 0 });
      const saved = await update.mutateAsync(movedTo(current, feed.id));
      setAttached((list) => [...list.filter((item) => item.id !== saved.id), saved]);
      setPicking(false);
      showNotice({ tone: 'success', message: `${saved.name} now brings records into ${feed.name}` });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) });
    }
  };

  const pick = (connector: TConnector) => {
    if (connector.metadataId === feed.id) {
      setAttached((list) => [...list.filter((item) => item.id !== connector.id), connector]);
      setPicking(false);
      showNotice({ tone: 'info', message: `${connector.name} already brings records into ${feed.name}` });
      return;
    }
    confirmAction({
      title: 'Use this connector for the feed',
      subject: connector.name,
      consequence: `It stops bringing records into ${connector.metadataName} and brings them into ${feed.name} from now on. Records it already brought stay where they are.`,
      confirmLabel: 'Use connector',
      color: 'orange',
      onConfirm: () => void save(connector),
    });
  };

  return {
    attached,
    isPicking,
    openPicker: () => setPicking(true),
    closePicker: () => setPicking(false),
    pick,
    isSaving: update.isPending,
  };
}
