import { z } from 'zod';
import { zId } from '../common/common.schemas';
import { zPage } from '../common/paging';
import { defineRoute } from '../common/route';
import {
  ZClearLegalReviewBody,
  ZLegalNoteBody,
  ZLegalQueueQuery,
  ZLegalReview,
  ZLegalReviewRow,
  ZResolveLegalReviewBody,
} from './legal.schemas';

const tag = 'legal';
const whoReads =
  "The organisation's legal reviewers (role 5) and administrators read it, and the supervisor reads any; other members of the organisation answer 403, and another organisation's review 404.";
const whoReadsQueue =
  "The organisation's legal reviewers (role 5) and administrators read it, and the supervisor reads any; other members of the organisation, and other organisations, answer 403.";
const whoActs =
  "Only the organisation's legal reviewers and administrators act on a review; the supervisor, other members and read-only organisations answer 403.";

/** Legal review: an organisation's queue of feeds (and later policies) waiting for its legal reviewers. */
export const legalRoutes = {
  queue: defineRoute({
    method: 'GET',
    path: '/dashboard/organization/:orgId/legal',
    operationId: 'listLegalReviews',
    summary: "The Legal tab: an organisation's legal queue (paged)",
    description: `The organisation's legal reviews, newest first unless sorted otherwise, filtered by state and by the item's name. ${whoReadsQueue}`,
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZLegalQueueQuery,
    responses: { 200: zPage(ZLegalReviewRow) },
    errors: [403],
  }),
  review: defineRoute({
    method: 'GET',
    path: '/legal/review/:id',
    operationId: 'getLegalReview',
    summary: 'One legal review with its notes and the legal section of its item',
    description: `A review, its notes oldest first, and for a feed its licence, regulatory values and custom lists by name. ${whoReads}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    responses: { 200: ZLegalReview },
    errors: [403, 404],
  }),
  feedReview: defineRoute({
    method: 'GET',
    path: '/legal/metadata/:feedId',
    operationId: 'getFeedLegalReview',
    summary: "A feed's latest legal review",
    description: `The newest legal review of a feed, as \`GET /legal/review/{id}\` answers it: what a legal review request notification (type 5, item type 3) leads to, and what the supervisor reads before approving. A feed never submitted for legal review answers 404. ${whoReads}`,
    tag,
    access: 'member',
    params: z.object({ feedId: zId }),
    responses: { 200: ZLegalReview },
    errors: [403, 404],
  }),
  addNote: defineRoute({
    method: 'POST',
    path: '/legal/review/:id/note',
    operationId: 'addLegalReviewNote',
    summary: 'Add a note to a legal review',
    description: `Adds a note, which must follow the note rules (no leading whitespace, no double spaces, a letter or digit, no trailing space); a bad note answers 400 and changes nothing. ${whoActs}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    body: ZLegalNoteBody,
    responses: { 201: ZLegalReview },
    errors: [403, 404],
  }),
  resolve: defineRoute({
    method: 'PUT',
    path: '/legal/review/:id/resolve',
    operationId: 'resolveLegalReview',
    summary: 'Resolve a legal review: the item passes legal review',
    description: `Approves an open review, with an optional note. A feed then waits for the supervisor, who may approve it only now. A review that is not open answers 409. ${whoActs}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    body: ZResolveLegalReviewBody,
    responses: { 200: ZLegalReview },
    errors: [403, 404, 409],
  }),
  clear: defineRoute({
    method: 'PUT',
    path: '/legal/review/:id/clear',
    operationId: 'clearLegalReview',
    summary: 'Clear a legal review: the item goes back to its provider',
    description: `Takes an open review out of the queue without approving it: a feed returns to its provider (status 5) with the note, which is required, as a comment on its Legal step. A review that is not open answers 409. ${whoActs}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    body: ZClearLegalReviewBody,
    responses: { 200: ZLegalReview },
    errors: [403, 404, 409],
  }),
} as const;
