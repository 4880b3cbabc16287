import { describe, expect, it } from 'vitest';

import { notificationLink } from './notification-links';

const tabs = [
  { id: 'finance', displayText: 'Finance' },
  { id: 'policies', displayText: 'Policies' },
  { id: 'account', displayText: 'Account' },
  { id: 'metadata', displayText: 'Metadata' },
];

describe('notificationLink', () => {
  it.each([
    [130, null, 'finance'],
    [136, null, 'finance'],
    [4, null, 'account'],
    [132, 1, 'policies'],
    [2, 2, 'policies'],
    [3, 3, 'metadata'],
  ])('leads type %i, item type %s to the %s tab with the notification open', (typeId, itemType, tab) => {
    expect(notificationLink({ id: 12, typeId, itemType }, tabs)?.href).toBe(`/dashboard/${tab}/notifications/12`);
  });

  it('names the tab it opens, and leads nowhere when the user has no such tab', () => {
    expect(notificationLink({ id: 1, typeId: 134, itemType: null }, tabs)?.label).toBe('Open in Finance');
    expect(notificationLink({ id: 1, typeId: 5, itemType: 3 }, tabs)).toBeNull();
  });
});
