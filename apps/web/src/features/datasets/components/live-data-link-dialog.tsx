import { Text } from '@mantine/core';

import { LiveDataDialog } from './live-data-dialog';

type LiveDialogProps = { opened: boolean; feedId: number; feedName: string; onClose: () => void };

/** The API addresses of a continuous feed's newest files, to copy into a program, and its stream downloads. */
export function LiveDataLinkDialog({ opened, feedId, feedName, onClose }: LiveDialogProps) {
  return (
    <LiveDataDialog
      opened={opened}
      feedId={feedId}
      onClose={onClose}
      title="Live data link"
      size="lg"
      showAddresses
      intro={
        <>
          The newest files of <b>{feedName}</b>. A program fetches each address with an{' '}
          <Text span ff="monospace" size="xs">
            Authorization: Bearer
          </Text>{' '}
          header carrying a token of your organisation.
        </>
      }
    />
  );
}
