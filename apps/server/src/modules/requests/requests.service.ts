import type { z } from 'zod';
import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import type { TPageQuery } from '@feedmarket/contract/common/paging';
import { messages } from '@feedmarket/contract/messages';
import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import type { TDataRequestRow, ZDataRequestBody } from '@feedmarket/contract/requests/requests.schemas';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import type { BackgroundWork } from '../../lib/background-work';
import { badRequest, type FieldIssue } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import type { SessionUser } from '../../lib/session-user';
import type { RateLimitService } from '../auth/rate-limits.service';
import type { DomainService } from '../domain/domain.service';
import type { NotificationService } from '../notifications/notifications.service';
import { createRequestsRepository } from './requests.repository';

type DataRequestInput = z.output<typeof ZDataRequestBody>;
type Contact = NonNullable<DataRequestInput['contact']>;

type Deps = {
  db: Db;
  notifications: NotificationService;
  domain: DomainService;
  rateLimits: RateLimitService;
  mailer: Mailer;
  /** Where the visitor's acknowledgement goes out, after the answer. */
  background: BackgroundWork;
  limits: Config['dataRequestLimits'];
};

const addressKey = (ip: string) => `datarequest:address:${ip}`;

/** Data requests: stored, acknowledged to whoever asked, and told to the supervisor. */
export function createRequestsService({ db, notifications, domain, rateLimits, mailer, background, limits }: Deps) {
  const repository = createRequestsRepository(db);

  /** What the schema cannot check: criteria types and the contact's country and state exist. */
  async function checkRequest(input: DataRequestInput, member: SessionUser | null, criteriaNames: Map<number, string>) {
    const fields: FieldIssue[] = [];
    input.criteria.forEach((criterion, index) => {
      if (!criteriaNames.has(criterion.criteriaId)) {
        fields.push({ field: `criteria.${index}.criteriaId`, message: 'Unknown criteria type' });
      }
    });
    if (!member) {
      if (input.contact) fields.push(...(await domain.placeIssues(input.contact, 'contact.')));
      else fields.push({ field: 'contact', message: messages.required });
    }
    if (fields.length) throw badRequest(fields[0]!.message, fields);
  }

  async function acknowledgeByMail(contact: Contact, input: DataRequestInput, names: Map<number, string>) {
    await mailer.send({
      to: contact.email,
      subject: 'Feedmarket: your data request',
      text: [
        `Hello ${contact.firstName} ${contact.lastName},`,
        '',
        'Thank you for your data request. We received it and will get back to you at this address.',
        '',
        'What you asked for:',
        ...input.criteria.map((criterion) => `- ${names.get(criterion.criteriaId)}: ${criterion.text}`),
        ...(input.comment ? ['', `Your comment: ${input.comment}`] : []),
      ].join('\n'),
    });
  }

  return {
    /**
     * Stores a request. A member is the contact, whatever the body says; a visitor gives a contact and
     * may send `limits.perAddress` requests an hour from one address (counted before anything else).
     */
    async create(input: DataRequestInput, member: SessionUser | null, ip: string) {
      if (!member) {
        await rateLimits.hit(
          [{ key: addressKey(ip), limit: limits.perAddress }],
          limits.windowSeconds,
          'tooManyDataRequests',
        );
      }
      const names = new Map((await domain.listCriteriaTypes()).map((type) => [type.id, type.name]));
      await checkRequest(input, member, names);
      const contact = member ? null : input.contact!;
      const asked = input.criteria.map((criterion) => names.get(criterion.criteriaId)).join(', ');
      const id = await db.transaction(async (tx) => {
        const requestId = await createRequestsRepository(tx).insertRequest(
          {
            orgId: member?.orgId ?? null,
            userId: member?.userId ?? null,
            comment: input.comment ?? null,
            contactFirstName: contact?.firstName ?? null,
            contactLastName: contact?.lastName ?? null,
            contactEmail: contact?.email ?? null,
            contactOrgName: contact?.orgName ?? null,
            contactCountryId: contact?.country ?? null,
            contactStateId: contact?.state ?? null,
            contactAddress: contact?.address || null,
            contactRole: contact?.role || null,
          },
          input.criteria,
        );
        const about = { typeId: notificationTypes.dataRequest, itemId: requestId };
        const from = contact ? `${contact.firstName} ${contact.lastName} of ${contact.orgName}` : member!.username;
        const supervisors = await createRequestsRepository(tx).listSupervisors();
        await notifications.notifyAll(
          [
            ...(member
              ? [
                  {
                    userId: member.userId,
                    ...about,
                    title: 'Data request received',
                    body: `Thank you: we received your data request (${asked}) and will get back to you.`,
                  },
                ]
              : []),
            ...supervisors.map((userId) => ({
              userId,
              ...about,
              title: 'New data request',
              body: `${from} asks for data: ${asked}.`,
            })),
          ],
          tx,
        );
        return requestId;
      });
      if (contact) background.run('acknowledging a data request', () => acknowledgeByMail(contact, input, names));
      return { id, message: messages.dataRequestSent };
    },

    /** The supervisor's list, a page at a time, with each request's criteria. */
    async list(query: TPageQuery): Promise<{ content: TDataRequestRow[]; total: number }> {
      const { content, total } = await repository.list(query);
      const criteria = await repository.listCriteria(content.map((request) => request.id));
      return {
        content: content.map((request) => ({
          id: request.id,
          createDate: formatDateTime(request.createdAt),
          isMember: request.isMember,
          orgId: request.orgId,
          userId: request.userId,
          contact: request.contact,
          comment: request.comment,
          criteria: criteria
            .filter((criterion) => criterion.requestId === request.id)
            .map(({ criteriaId, name, text }) => ({ criteriaId, name, text })),
        })),
        total,
      };
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
