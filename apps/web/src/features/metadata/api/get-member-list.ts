import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Every member organisation, for the supervisor's member picker (`GET /supervisor/member/list`). */
export const memberListQueryOptions = () =>
  queryOptions({
    queryKey: ['supervisor', 'members'],
    queryFn: ({ signal }) => callApi(routes.supervisor.memberList, { signal }),
    staleTime: 60_000,
  });

export const useMemberList = () => useQuery(memberListQueryOptions());
