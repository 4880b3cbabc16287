import { ActionIcon, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import type { TFeedSummary } from '@feedmarket/contract/catalog/catalog.schemas';

import { useWording } from '../../../lib/app-settings';
import { feedDialogState, feedHref } from '../hooks/use-feed-dialog';
import classes from './catalog.module.css';
import { AlreadyAvailableBadge } from './feed-badges';

/** The per-result add button; its name starts with what it shows and ends with the feed's name. */
export function AddFeedButton({
  name,
  onAdd,
  isPending,
  compact = false,
}: {
  name: string;
  onAdd: () => void;
  isPending: boolean;
  compact?: boolean;
}) {
  const wording = useWording();
  const label = `Add to ${wording.workspace}: ${name}`;
  if (compact) {
    return (
      <Tooltip label={`Add to ${wording.workspace}`} withArrow>
        <ActionIcon variant="light" size="lg" onClick={onAdd} loading={isPending} aria-label={label}>
          <IconFolderPlus size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  // A plain button in the look of Mantine's light button: a result page has a hundred of them.
  return (
    <button type="button" className={classes.addButton} onClick={onAdd} disabled={isPending} aria-label={label}>
      {isPending ? <Loader size={14} color="currentColor" /> : <IconFolderPlus size={16} aria-hidden />}
      Add to {wording.workspace}
    </button>
  );
}

/** A link that opens the feed's detail dialog (and works in a new tab too). */
export function FeedLink({ id, children, className }: { id: number; children: React.ReactNode; className?: string }) {
  const { search } = useLocation();
  return (
    <Link to={{ search: feedHref(search, id) }} state={feedDialogState} preventScrollReset className={className}>
      {children}
    </Link>
  );
}

/**
 * A feed's name, linking to its details, over its provider and badges, as the result list and the
 * same-location dialog show it; `badges` come before the "already available" one.
 */
export function FeedHeadline({
  feed,
  badges,
}: {
  feed: Pick<TFeedSummary, 'id' | 'meta' | 'orgName' | 'alreadyAvailable'>;
  badges: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <FeedLink id={feed.id} className={classes.feedLink}>
        {feed.meta.name}
      </FeedLink>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {feed.orgName}
        </Text>
        {badges}
        {feed.alreadyAvailable && <AlreadyAvailableBadge size="xs" />}
      </Group>
    </Stack>
  );
}
