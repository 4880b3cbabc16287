import { Modal, Stack, Text } from '@mantine/core';

import { LatestChunks } from './latest-chunks';

type LiveDialogProps = { opened: boolean; feedId: number; feedName: string; onClose: () => void };

/** The API addresses of a continuous feed's newest files, to copy into a program, and its stream downloads. */
export function LiveDataLinkDialog({ opened, feedId, feedName, onClose }: LiveDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Live data link"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The newest files of <b>{feedName}</b>. A program fetches each address with an{' '}
          <Text span ff="monospace" size="xs">
            Authorization: Bearer
          </Text>{' '}
          header carrying a token of your organisation.
        </Text>
        <LatestChunks feedId={feedId} enabled={opened} showAddresses />
      </Stack>
    </Modal>
  );
}
