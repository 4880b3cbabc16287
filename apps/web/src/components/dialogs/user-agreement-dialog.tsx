import { Button, Group, Loader, Modal, ScrollArea } from '@mantine/core';
import { lazy, Suspense } from 'react';

import { useDialog } from '../../lib/dialogs';
import { userAgreementText } from './user-agreement';

// The dialog is part of every page, the Markdown reader only of this dialog: it loads when the dialog opens.
const Markdown = lazy(() => import('../markdown').then((module) => ({ default: module.Markdown })));

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
      <Suspense fallback={<Loader size="sm" aria-label="Loading the user agreement" />}>
        <Markdown source={userAgreementText} compact />
      </Suspense>
      <Group justify="flex-end" mt="md">
        <Button onClick={close}>Close</Button>
      </Group>
    </Modal>
  );
}
