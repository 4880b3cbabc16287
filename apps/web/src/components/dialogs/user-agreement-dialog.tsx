import { Button, Group, Modal, ScrollArea } from '@mantine/core';

import { useDialog } from '../../lib/dialogs';
import { Markdown } from '../markdown';
import { userAgreementText } from './user-agreement';

/** The user agreement, opened from the registration form's agreement checkbox. */
export function UserAgreementDialog() {
  const { opened, close } = useDialog('userAgreement');
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="User agreement"
      size="xl"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Markdown source={userAgreementText} compact />
      <Group justify="flex-end" mt="md">
        <Button onClick={close}>Close</Button>
      </Group>
    </Modal>
  );
}
