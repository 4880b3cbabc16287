import { connectorCategories } from '@feedmarket/contract/connectors/connectors.constants';
import type { TApiClient, TConnector } from '@feedmarket/contract/connectors/connectors.schemas';

import { confirmAction } from '../../../components/confirm-dialog';

/** Spec §2: delete always asks for confirmation first. */
export function confirmDeleteConnector(connector: TConnector, onConfirm: () => void): void {
  confirmAction({
    title: 'Delete connector',
    subject: connector.name,
    consequence:
      connector.category === connectorCategories.inbound
        ? `It stops bringing records into ${connector.metadataName}; the records it brought stay in the feed. This cannot be undone.`
        : `It stops delivering new records of ${connector.metadataName}. This cannot be undone.`,
    confirmLabel: 'Delete',
    color: 'red',
    onConfirm,
  });
}

export function confirmDeleteApiClient(client: TApiClient, onConfirm: () => void): void {
  confirmAction({
    title: 'Delete API client',
    subject: client.name,
    consequence:
      'Its token stops working at once: programs and devices that use it are refused from then on. This cannot be undone.',
    confirmLabel: 'Delete',
    color: 'red',
    onConfirm,
  });
}

export function confirmDeactivateConnector(connector: TConnector, onConfirm: () => void): void {
  confirmAction({
    title: 'Deactivate connector',
    subject: connector.name,
    consequence:
      connector.category === connectorCategories.inbound
        ? `It carries no records until it is active again: records sent through it to ${connector.metadataName} are refused.`
        : `It delivers no records of ${connector.metadataName} until it is active again.`,
    confirmLabel: 'Deactivate',
    color: 'orange',
    onConfirm,
  });
}

export function confirmDeactivateApiClient(client: TApiClient, onConfirm: () => void): void {
  confirmAction({
    title: 'Deactivate API client',
    subject: client.name,
    consequence: 'Its token is refused until the client is active again; the token itself is kept.',
    confirmLabel: 'Deactivate',
    color: 'orange',
    onConfirm,
  });
}

export function confirmRegenerateToken(client: TApiClient, onConfirm: () => void): void {
  confirmAction({
    title: 'Regenerate API token',
    subject: client.name,
    consequence:
      'A new token is made and shown once. The current token stops working at once: update every program and device that uses it.',
    confirmLabel: 'Regenerate token',
    color: 'orange',
    onConfirm,
  });
}
