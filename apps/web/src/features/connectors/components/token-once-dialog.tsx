import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

import type { ShownToken } from '../hooks/use-technical-actions';
import classes from './technical.module.css';

type TokenOnceDialogProps = {
  shown: ShownToken;
  onClose: () => void;
};

/**
 * An API client's token, shown this once (the server keeps only its hash): the token, a copy button
 * and a plain warning that closing loses it.
 */
export function TokenOnceDialog({ shown, onClose }: TokenOnceDialogProps) {
  const { client, reason } = shown;
  return (
    <Modal
      opened
      onClose={onClose}
      title={reason === 'created' ? 'API client created' : 'New API token'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>
          {reason === 'created'
            ? `${client.name} was created. Its token lets programs and devices call the API as your organisation.`
            : `${client.name} has a new token. The previous token no longer works.`}
        </Text>
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Copy the token now: it will not be shown again"
          role="alert"
        >
          Only a fingerprint of the token is kept. If you lose it, regenerate the token and update everything that uses
          it.
        </Alert>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="api-token-label">
            API token
          </Text>
          <Code block className={classes.token} aria-labelledby="api-token-label" data-testid="api-token">
            {client.token}
          </Code>
          <Text size="xs" c="dimmed">
            Send it as the header <Code>Authorization: Bearer …</Code>
          </Text>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={client.token} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy token'}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
