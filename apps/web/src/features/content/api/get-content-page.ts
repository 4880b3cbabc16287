import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** A static content page, or the group's index page when `page` is absent. */
export function getContentPage(group: string, page?: string) {
  return page
    ? callApi(routes.content.page, { params: { group, page } })
    : callApi(routes.content.groupIndex, { params: { group } });
}

export const contentPageQueryOptions = (group: string, page?: string) =>
  queryOptions({
    queryKey: ['content', group, page ?? 'index'],
    queryFn: () => getContentPage(group, page),
  });

export function useContentPage(group: string, page?: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...contentPageQueryOptions(group, page), enabled });
}
