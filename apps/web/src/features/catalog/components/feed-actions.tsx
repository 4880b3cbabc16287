import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

import { useWording } from '../../../lib/app-settings';
import { feedDialogState, feedHref } from '../hooks/use-feed-dialog';

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
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconFolderPlus size={16} aria-hidden />}
      onClick={onAdd}
      loading={isPending}
      aria-label={label}
    >
      Add to {wording.workspace}
    </Button>
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
