import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import {
  feedStatuses,
  feedStatusNames,
  feedTypeNames,
  feedTypes,
} from '@feedmarket/contract/catalog/catalog.constants';

import classes from './catalog.module.css';

type BadgeSize = 'xs' | 'sm' | 'md';

const typeColors: Record<number, string> = {
  [feedTypes.file]: 'gray',
  [feedTypes.continuous]: 'teal',
  [feedTypes.group]: 'grape',
};

/**
 * A badge with Mantine's look (its light and outline colours), made of one element: a result page
 * shows a hundred cards with up to three badges each.
 */
function FeedBadge({
  color,
  variant = 'light',
  size = 'md',
  icon,
  children,
}: {
  color: string;
  variant?: 'light' | 'outline';
  size?: BadgeSize;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <span className={classes.badge} data-color={color} data-variant={variant} data-size={size}>
      {icon}
      {children}
    </span>
  );
}

export function FeedTypeBadge({ type, text, size }: { type: number; text?: string; size?: BadgeSize }) {
  return (
    <FeedBadge color={typeColors[type] ?? 'gray'} size={size}>
      {text ?? feedTypeNames[type] ?? 'Feed'}
    </FeedBadge>
  );
}

/** Shown only for feeds that are not active (the owner's own drafts and submissions). */
export function FeedStatusBadge({ status, text, size }: { status: number; text?: string; size?: BadgeSize }) {
  if (status === feedStatuses.active && !text) return null;
  return (
    <FeedBadge variant="outline" color={status === feedStatuses.active ? 'green' : 'orange'} size={size}>
      {text ?? feedStatusNames[status] ?? 'Unknown status'}
    </FeedBadge>
  );
}

/** The feed belongs to the signed-in user's own organisation. */
export function AlreadyAvailableBadge({ size }: { size?: BadgeSize }) {
  return (
    <FeedBadge color="green" size={size} icon={<IconCircleCheck size={12} aria-hidden />}>
      Already available
    </FeedBadge>
  );
}
