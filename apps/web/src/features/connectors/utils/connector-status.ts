import { connectorStatuses } from '@feedmarket/contract/connectors/connectors.constants';

export type ConnectorStatus = (typeof connectorStatuses)[keyof typeof connectorStatuses];

/** Provider spec §4: the toggle sets 1 if the item is 2 (active), otherwise 2. */
export function toggledStatus(status: number): ConnectorStatus {
  return status === connectorStatuses.active ? connectorStatuses.notActive : connectorStatuses.active;
}

export const isActiveStatus = (status: number) => status === connectorStatuses.active;
