import { z } from 'zod';
import { zDateTime } from '../common/common.schemas';
import { ZPageQuery } from '../common/paging';
import { messages } from '../messages';
import { zNote } from '../validators/zod-fields';
import { notificationNoteMaxLength } from './notifications.constants';

export * from './notifications.constants';

/** A lookup id in a JSON body: a positive int4. */
const zLookupId = z.number().int().positive().max(2_147_483_647);


/** One notification as its user sees it. */
export const ZNotification = z.object({
  id: z.number().int(),
  typeId: z.number().int().describe('Notification type (the /notification/type lookup)'),
  typeName: z.string(),
  itemType: z.number().int().nullable().describe('What it is about: 1 policy, 2 notification, 3 metadata'),
  itemId: z.number().int().nullable().describe('The id of that item'),
  title: z.string(),
  body: z.string(),
  status: z.number().int().describe('1 unread, 2 read, 3 cleared, 4 resolved, 5 closed'),
  statusName: z.string(),
  readFlag: z.boolean().describe('False while unread'),
  actionable: z.boolean().describe('Its type asks for action: it may be resolved or closed'),
  note: z.string().nullable(),
  createdAt: zDateTime,
});
export type TNotification = z.infer<typeof ZNotification>;

/** The number of unread notifications; the answer carries an ETag and is 304 while it has not changed. */
export const ZUnreadCount = z.object({ count: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** One type of a user's configuration: `flag` delivers it, `email` also mails it. */
export const ZNotificationFlag = z.object({
  type: z.number().int(),
  name: z.string(),
  flag: z.boolean().describe('Delivered to the user; a type turned off is not recorded at all'),
  email: z.boolean().describe('Also sent by e-mail'),
});
export type TNotificationFlag = z.infer<typeof ZNotificationFlag>;

export const ZNotificationConfig = z.object({ flags: z.array(ZNotificationFlag) });
export type TNotificationConfig = z.infer<typeof ZNotificationConfig>;

/** Changes to a configuration: only the types listed change; `email` keeps its value when left out. */
export const ZNotificationConfigBody = z.object({
  flags: z
    .array(
      z.object({
        type: zLookupId.describe('Notification type id'),
        flag: z.boolean(),
        email: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(100)
    .refine((flags) => new Set(flags.map((item) => item.type)).size === flags.length, {
      message: 'Each type may be listed once',
    }),
});
export type TNotificationConfigBody = z.input<typeof ZNotificationConfigBody>;

/** A note on a notification (the note rules of the spec); it replaces the one kept. */
export const ZNotificationNoteBody = z.object({
  note: zNote({ required: true }).max(notificationNoteMaxLength, messages.maxLength),
});
export type TNotificationNoteBody = z.input<typeof ZNotificationNoteBody>;

/** Paging of a notification list, newest first. */
export const ZNotificationListQuery = ZPageQuery.pick({ pageNum: true, pageSize: true });
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;
