import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { LatestChunks } from './latest-chunks';

type LiveDataDialogProps = {
  opened: boolean;
  feedId: number;
  onClose: () => void;
  title: string;
  size: 'lg' | 'xl';
  /** The dimmed line under the title that says what the dialog shows. */
  intro: ReactNode;
  /** Shows each newest file's API address with a copy button. */
  showAddresses: boolean;
  /** What comes before the newest files. */
  children?: ReactNode;
};

/** A continuous feed's dialog: its own part, then the feed's newest files and streams to download. */
export function LiveDataDialog({
  opened,
  feedId,
  onClose,
  title,
  size,
  intro,
  showAddresses,
  children,
}: LiveDataDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {children}
        <LatestChunks feedId={feedId} enabled={opened} showAddresses={showAddresses} />
      </Stack>
    </Modal>
  );
}
