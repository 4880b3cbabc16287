import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock } from '@tabler/icons-react';

import { useWording } from '../../../lib/app-settings';
import { openDialog } from '../../../lib/dialogs';
import type { AddToWorkspace } from '../hooks/use-add-to-workspace';

// Above the feed detail dialog, which may have asked for the add.
const zIndex = 310;

/** The answers to "Add to workspace": Success, Conflict, or Sign in required. */
export function WorkspaceDialogs({ workspace }: { workspace: AddToWorkspace }) {
  const wording = useWording();
  const { outcome, close, cancelSignIn } = workspace;

  const isResult = outcome?.kind === 'success' || outcome?.kind === 'conflict';
  const isSuccess = outcome?.kind === 'success';

  return (
    <>
      <Modal
        opened={isResult}
        onClose={close}
        title={isResult ? outcome.title : ''}
        size="sm"
        zIndex={zIndex}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {isResult && (
          <Stack gap="lg">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="xl" variant="light" color={isSuccess ? 'teal' : 'orange'} aria-hidden>
                {isSuccess ? <IconCircleCheck size={22} /> : <IconAlertTriangle size={22} />}
              </ThemeIcon>
              <Text pt={8}>{outcome.message}</Text>
            </Group>
            <Group justify="flex-end">
              <Button onClick={close} data-autofocus>
                OK
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal
        opened={outcome?.kind === 'signInRequired'}
        onClose={cancelSignIn}
        title="Sign in required"
        size="sm"
        zIndex={zIndex}
        // Gone at once when the sign-in dialog opens, so only one dialog is named "Sign in…" at a time.
        transitionProps={{ duration: 0 }}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <IconLock size={22} />
            </ThemeIcon>
            <Text pt={2}>
              Please sign in to add feeds to your {wording.workspace}. Once you are signed in, the feed is added for
              you.
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={cancelSignIn}>
              Cancel
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                close();
                openDialog('signIn');
              }}
            >
              Sign in
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
