import { zPage } from '../common/paging';
import { defineRoute } from '../common/route';
import { ZDataRequestAnswer, ZDataRequestBody, ZDataRequestListQuery, ZDataRequestRow } from './requests.schemas';

const tag = 'requests';

/** Data requests: visitors and members ask for data the marketplace does not have yet. */
export const requestsRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/datarequest',
    operationId: 'createDataRequest',
    summary: 'Ask for data the marketplace does not have yet',
    description:
      'Stores a data request with at least one criterion (criteria ids from `/domain/datarequest/criteriatype`) and tells the supervisor. ' +
      'A signed-in member is the contact, whatever `orgId`, `userId` or `contact` say, and is answered by notification; ' +
      'a visitor must give a contact and is answered by e-mail. Visitors may send a few requests an hour from one address; past that the answer is 429.',
    tag,
    access: 'optional',
    body: ZDataRequestBody,
    responses: { 201: ZDataRequestAnswer },
    errors: [429],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/supervisor/datarequest',
    operationId: 'listDataRequests',
    summary: "The supervisor's list of data requests (paged)",
    description:
      'Every data request, newest first, with its contact and criteria; `filter` matches the contact’s name, e-mail or organisation.',
    tag,
    access: 'supervisor',
    query: ZDataRequestListQuery,
    responses: { 200: zPage(ZDataRequestRow) },
  }),
} as const;
