import { Badge, type BadgeProps } from '@mantine/core';

import { feedStatuses, feedStatusNames } from '@feedmarket/contract/catalog/catalog.constants';

const statusColors: Record<number, string> = {
  [feedStatuses.active]: 'green',
  [feedStatuses.notActive]: 'gray',
  [feedStatuses.submitted]: 'blue',
  [feedStatuses.returned]: 'orange',
};

// Validation runs when a feed is submitted, so a feed still in 4 is one waiting for the
// supervisor's review: the badge says that, the server's status name stays in its tooltip.
const statusLabels: Record<number, string> = { [feedStatuses.submitted]: 'Waiting for review' };

/** A feed's status in the lists and dialogs of the Metadata and Feeds tabs. */
export function FeedStatusBadge({ status, text, ...props }: { status: number; text?: string } & BadgeProps) {
  const name = text ?? feedStatusNames[status] ?? `Status ${status}`;
  return (
    <Badge
      variant="light"
      color={statusColors[status] ?? 'gray'}
      radius="sm"
      tt="none"
      size="md"
      title={name}
      {...props}
    >
      {statusLabels[status] ?? name}
    </Badge>
  );
}
