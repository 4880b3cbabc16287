import { useState } from 'react';

import type { TApiClient, TApiClientWithToken, TConnector } from '@feedmarket/contract/connectors/connectors.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';

import { useBusyRows } from '../../../hooks/use-busy-rows';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useDeleteApiClient } from '../api/delete-api-client';
import { useDeleteConnector } from '../api/delete-connector';
import { useRegenerateApiToken } from '../api/regenerate-api-token';
import { useSetApiClientStatus } from '../api/set-api-client-status';
import { useSetConnectorStatus } from '../api/set-connector-status';
import {
  confirmDeactivateApiClient,
  confirmDeactivateConnector,
  confirmDeleteApiClient,
  confirmDeleteConnector,
  confirmRegenerateToken,
} from '../components/technical-dialogs';
import { isActiveStatus, toggledStatus } from '../utils/connector-status';

// A refused session already said it ended; nothing more to say about the call it refused.
const isSessionEnd = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A failure as the spec words it (`message`), with the server's reason under it when it gave one. */
function showFailure(error: unknown, message: string): void {
  if (isSessionEnd(error)) return;
  const reason = errorMessage(error, '');
  showNotice({ tone: 'error', ...(reason && reason !== message ? { title: message, message: reason } : { message }) });
}

/** A token to show once: just made for a new client, or a regenerated one. */
export type ShownToken = { client: TApiClientWithToken; reason: 'created' | 'regenerated' };

/** A status change said in words ("… can not change status" with the server's reason, spec §8). */
const statusFailure = (error: unknown) =>
  error instanceof ApiError && error.serverMessage
    ? formatMessage('statusChangeFailed', { message: error.serverMessage })
    : messages.statusChangeError;

/**
 * The Technical tab's row actions: delete (asks first), the status toggle (deactivating asks first;
 * spec §4: 1 if the item is 2, otherwise 2) and, for API clients, a new token shown once. Each says
 * what it did in a notice, failures with the spec's messages; each row is busy until its own answer.
 */
export function useTechnicalActions({ onApiClientDeleted }: { onApiClientDeleted?: (id: number) => void } = {}) {
  const removeConnector = useDeleteConnector();
  const removeApiClient = useDeleteApiClient();
  const setConnectorStatus = useSetConnectorStatus();
  const setApiClientStatus = useSetApiClientStatus();
  const regenerate = useRegenerateApiToken();
  const connectorRows = useBusyRows();
  const apiRows = useBusyRows();
  const [shownToken, setShownToken] = useState<ShownToken | null>(null);

  const deleteConnector = (row: TConnector) =>
    confirmDeleteConnector(
      row,
      () =>
        void connectorRows.track(row.id, async () => {
          try {
            await removeConnector.mutateAsync(row.id);
            showNotice({ tone: 'success', message: `The connector ${row.name} was deleted` });
          } catch (error) {
            showFailure(error, messages.connectorRemoveFailed);
          }
        }),
    );

  const deleteApiClient = (row: TApiClient) =>
    confirmDeleteApiClient(
      row,
      () =>
        void apiRows.track(row.id, async () => {
          try {
            await removeApiClient.mutateAsync(row.id);
            onApiClientDeleted?.(row.id);
            showNotice({ tone: 'success', message: `The API client ${row.name} was deleted` });
          } catch (error) {
            // The spec words connector and SDK delete failures alike.
            showFailure(error, messages.connectorRemoveFailed);
          }
        }),
    );

  const sendConnectorStatus = (row: TConnector) =>
    void connectorRows.track(row.id, async () => {
      try {
        const saved = await setConnectorStatus.mutateAsync({ id: row.id, status: toggledStatus(row.status) });
        showNotice({ tone: 'success', message: `${saved.name} is now ${saved.statusName.toLowerCase()}` });
      } catch (error) {
        if (!isSessionEnd(error)) showNotice({ tone: 'error', message: statusFailure(error) });
      }
    });

  const sendApiClientStatus = (row: TApiClient) =>
    void apiRows.track(row.id, async () => {
      try {
        const saved = await setApiClientStatus.mutateAsync({ id: row.id, status: toggledStatus(row.status) });
        showNotice({ tone: 'success', message: `${saved.name} is now ${saved.statusName.toLowerCase()}` });
      } catch (error) {
        if (!isSessionEnd(error)) showNotice({ tone: 'error', message: statusFailure(error) });
      }
    });

  const regenerateToken = (row: TApiClient) =>
    confirmRegenerateToken(
      row,
      () =>
        void apiRows.track(row.id, async () => {
          try {
            const client = await regenerate.mutateAsync(row.id);
            setShownToken({ client, reason: 'regenerated' });
            showNotice({ tone: 'success', message: `${row.name} has a new token; the previous one no longer works` });
          } catch (error) {
            showFailure(error, messages.apiTokenFailed);
          }
        }),
    );

  return {
    connector: {
      remove: deleteConnector,
      /** The switch: activating goes at once, deactivating asks first. */
      toggleStatus: (row: TConnector) =>
        isActiveStatus(row.status)
          ? confirmDeactivateConnector(row, () => sendConnectorStatus(row))
          : sendConnectorStatus(row),
      isBusy: connectorRows.isBusy,
    },
    apiClient: {
      remove: deleteApiClient,
      toggleStatus: (row: TApiClient) =>
        isActiveStatus(row.status)
          ? confirmDeactivateApiClient(row, () => sendApiClientStatus(row))
          : sendApiClientStatus(row),
      regenerateToken,
      isBusy: apiRows.isBusy,
    },
    token: {
      shown: shownToken,
      show: (client: TApiClientWithToken) => setShownToken({ client, reason: 'created' }),
      close: () => setShownToken(null),
    },
  };
}
