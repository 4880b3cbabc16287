import { Badge, type BadgeProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

import {
  feedStatuses,
  feedStatusNames,
  feedTypeNames,
  feedTypes,
} from '@feedmarket/contract/catalog/catalog.constants';

const typeColors: Record<number, string> = {
  [feedTypes.file]: 'gray',
  [feedTypes.continuous]: 'teal',
  [feedTypes.group]: 'grape',
};

export function FeedTypeBadge({ type, text, ...props }: { type: number; text?: string } & BadgeProps) {
  return (
    <Badge variant="light" color={typeColors[type] ?? 'gray'} radius="sm" {...props}>
      {text ?? feedTypeNames[type] ?? 'Feed'}
    </Badge>
  );
}

/** Shown only for feeds that are not active (the owner's own drafts and submissions). */
export function FeedStatusBadge({ status, text, ...props }: { status: number; text?: string } & BadgeProps) {
  if (status === feedStatuses.active && !text) return null;
  return (
    <Badge variant="outline" color={status === feedStatuses.active ? 'green' : 'orange'} radius="sm" {...props}>
      {text ?? feedStatusNames[status] ?? 'Unknown status'}
    </Badge>
  );
}

/** The feed belongs to the signed-in user's own organisation. */
export function AlreadyAvailableBadge(props: BadgeProps) {
  return (
    <Badge variant="light" color="green" radius="sm" leftSection={<IconCircleCheck size={12} aria-hidden />} {...props}>
      Already available
    </Badge>
  );
}
