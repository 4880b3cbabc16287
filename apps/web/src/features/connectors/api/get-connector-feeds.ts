import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TConnectorFeedQuery } from '@feedmarket/contract/connectors/connectors.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { connectorKeys } from './connector-query-keys';

export type FeedDirection = 'inbound' | 'outbound';

/**
 * The feeds the wizard offers (`GET /connector/metadata/inbound` or `/outbound`): the organisation's
 * continuous feeds for an inbound connector, those it may read for an outbound one.
 */
export function getConnectorFeeds(direction: FeedDirection, query: TConnectorFeedQuery, signal?: AbortSignal) {
  const route = direction === 'inbound' ? routes.connectors.inboundFeeds : routes.connectors.outboundFeeds;
  return callPagedApi(route, { query, signal });
}

export const connectorFeedsQueryOptions = (direction: FeedDirection, query: TConnectorFeedQuery) =>
  queryOptions({
    queryKey: [...connectorKeys.feeds(direction), query],
    queryFn: async ({ signal }) => ({
      ...(await getConnectorFeeds(direction, query, signal)),
      page: Number(query.pageNum ?? 1),
    }),
    placeholderData: keepPreviousData,
  });

export function useConnectorFeeds(direction: FeedDirection, query: TConnectorFeedQuery) {
  return useQuery(connectorFeedsQueryOptions(direction, query));
}
