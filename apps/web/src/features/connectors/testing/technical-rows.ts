import type { TApiClient, TConnector } from '@feedmarket/contract/connectors/connectors.schemas';

/** The organisation of the component tests' rows. */
export const testOrgId = 7;
const stamp = '2026-11-20T10:00:00Z';

/** A connector as the server lists it: an active inbound HTTP push connector unless `fields` say otherwise. */
export function connectorRow(id: number, fields: Partial<TConnector> = {}): TConnector {
  const status = fields.status ?? 2;
  return {
    id,
    orgId: testOrgId,
    name: `Connector ${String(id).padStart(2, '0')}`,
    description: '',
    category: 2,
    categoryName: 'Inbound',
    type: 1,
    typeName: 'HTTP push',
    mode: 'push',
    metadataId: 21,
    metadataName: 'Harbour buoy live',
    params: [],
    status,
    statusName: status === 2 ? 'Active' : 'Not active',
    ingestPath: '/ingest/21',
    mqttTopic: null,
    dateCreated: stamp,
    lastDateModified: stamp,
    ...fields,
  };
}

/** An API client as the server lists it: an active ingestion client never used. */
export function apiClientRow(id: number, name: string): TApiClient {
  return {
    id,
    orgId: testOrgId,
    name,
    type: 1,
    typeName: 'Ingestion',
    sdkType: 1,
    sdkTypeName: 'HTTP (REST)',
    status: 2,
    statusName: 'Active',
    tokenHint: 'fmk_ab12…',
    lastUsedAt: null,
    dateCreated: stamp,
    lastDateModified: stamp,
  };
}
