import { z } from 'zod';
import { zId } from '../common/common.schemas';
import { defineRoute } from '../common/route';
import { ZProviderSite } from './providers.schemas';

/** The public face of a provider: where `/go/{provider}` sends the browser. */
export const providersRoutes = {
  site: defineRoute({
    method: 'GET',
    path: '/provider/:orgId',
    operationId: 'getProviderSite',
    summary: "A provider's name and website",
    description:
      'The name and website of an organisation that has active feeds, for the provider links of the feed details. ' +
      'Only http(s) websites are answered; an organisation without active feeds answers 404 like one that does not exist.',
    tag: 'catalog',
    access: 'public',
    params: z.object({ orgId: zId }),
    responses: { 200: ZProviderSite },
    errors: [404],
  }),
} as const;
