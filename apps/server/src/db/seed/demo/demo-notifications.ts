import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import type { Executor } from '../../client';
import { notifications } from '../../schema/notifications';

type DemoNotification = {
  typeId: number;
  itemType?: number;
  title: string;
  body: string;
  /** 1 unread (the default), 2 read, 4 resolved. */
  status?: number;
  daysAgo: number;
};

const { account, feedStatus, legalReview, accessGranted, accessPending, charge, paymentReceived, renewalDue } =
  notificationTypes;
const metadataItem = 3;
const policyItem = 1;

/** What each demo user finds behind the bell on first start: some unread, some read, of several types. */
const demoNotifications: Record<string, DemoNotification[]> = {
  provider: [
    {
      typeId: accessPending,
      itemType: policyItem,
      title: 'Harbor Analytics asks for access to Coastal air quality',
      body: 'Your policy "Research partners" sends this request for review. Approve or refuse it from the Policies tab.',
      daysAgo: 0,
    },
    {
      typeId: paymentReceived,
      title: 'Payment received: 240.00 USD',
      body: 'Harbor Analytics paid for a year of access to Harbour water levels.',
      daysAgo: 1,
    },
    {
      typeId: feedStatus,
      itemType: metadataItem,
      title: 'Harbour water levels: active',
      body: 'The feed is active: other members can find it.',
      status: 2,
      daysAgo: 6,
    },
    {
      typeId: account,
      title: 'Welcome to Feedmarket',
      body: 'Your organisation Northwind Sensors is registered and you are its administrator.',
      status: 2,
      daysAgo: 30,
    },
  ],
  // Nobody acts as the analyst or the legal reviewer in the browser tests but those reading these lists.
  analyst: [
    {
      typeId: accessPending,
      itemType: policyItem,
      title: 'Harbor Analytics asks for access to Tide gauge archive',
      body: 'Your policy "Research partners" sends this request for review. Approve or refuse it from the Policies tab.',
      daysAgo: 1,
    },
    {
      typeId: feedStatus,
      itemType: metadataItem,
      title: 'Tide gauge archive: active',
      body: 'The feed is active: other members can find it.',
      status: 2,
      daysAgo: 5,
    },
  ],
  legal: [
    {
      typeId: legalReview,
      itemType: metadataItem,
      title: 'Legal review requested: Port traffic counts',
      body: 'The feed needs a legal review before it is published.',
      daysAgo: 3,
    },
  ],
  consumer: [
    {
      typeId: accessGranted,
      title: 'Access granted: Harbour water levels',
      body: 'Northwind Sensors granted your organisation access. The feed is in your workspace.',
      daysAgo: 0,
    },
    {
      typeId: charge,
      title: 'Charge: 240.00 USD for Harbour water levels',
      body: 'A year of access, billed to Harbor Analytics.',
      daysAgo: 0,
    },
    {
      typeId: renewalDue,
      title: 'Renewal due: City footfall',
      body: 'Access to City footfall ends in 7 days unless it is renewed.',
      status: 4,
      daysAgo: 8,
    },
    {
      typeId: account,
      title: 'Password changed',
      body: 'Your password was changed.',
      status: 2,
      daysAgo: 12,
    },
  ],
  supervisor: [
    {
      typeId: account,
      title: 'Welcome to Feedmarket',
      body: 'You supervise the marketplace: member accounts, users and feeds are in the supervisor area.',
      daysAgo: 2,
    },
  ],
  readonly: [
    {
      typeId: account,
      title: 'Welcome to Feedmarket',
      body: 'Your organisation can search feeds, keep a workspace and download what it was granted.',
      daysAgo: 4,
    },
  ],
};

/** Inserts the demo notifications of the demo users named in `userIds`. */
export async function seedDemoNotifications(db: Executor, userIds: Map<string, number>): Promise<void> {
  const now = Date.now();
  const rows = Object.entries(demoNotifications).flatMap(([username, list]) => {
    const userId = userIds.get(username);
    if (userId === undefined) return [];
    return list.map(({ daysAgo, ...notification }) => ({
      ...notification,
      userId,
      createdAt: new Date(now - daysAgo * 24 * 60 * 60 * 1000 - 60 * 60 * 1000),
    }));
  });
  // Oldest first, so ids grow with time as they do for raised notifications.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (rows.length) await db.insert(notifications).values(rows);
}
