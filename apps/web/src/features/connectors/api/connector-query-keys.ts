/**
 * Query keys of the Technical tab. Everything sits under `all`, so a change to one connector or API
 * client reloads both lists, the metrics preview and the usage graph alike.
 */
export const connectorKeys = {
  all: ['connectors'] as const,
  connectors: (orgId: number) => [...connectorKeys.all, 'list', orgId] as const,
  connector: (id: number) => [...connectorKeys.all, 'connector', id] as const,
  summary: (id: number) => [...connectorKeys.all, 'summary', id] as const,
  apiClients: (orgId: number) => [...connectorKeys.all, 'api', orgId] as const,
  usage: (id: number) => [...connectorKeys.all, 'usage', id] as const,
  feeds: (direction: 'inbound' | 'outbound') => [...connectorKeys.all, 'feeds', direction] as const,
};

/** Reference data (types and their parameters) changes with a release, not while a page is open. */
export const connectorLookupKeys = {
  all: ['connector-lookups'] as const,
  types: () => [...connectorLookupKeys.all, 'types'] as const,
  params: (typeId: number, mode: string) => [...connectorLookupKeys.all, 'params', typeId, mode] as const,
  apiTypes: () => [...connectorLookupKeys.all, 'api-types'] as const,
  sdkTypes: () => [...connectorLookupKeys.all, 'sdk-types'] as const,
};
