import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';

import { connectorCategories } from '@feedmarket/contract/connectors/connectors.constants';

import { useAttachConnector } from '../hooks/use-attach-connector';
import { UseExistingConnectorDialog } from './use-existing-connector-dialog';

type FeedConnectorsSectionProps = {
  orgId: number;
  /** The feed being described; without an id it is not saved yet. */
  feed: { id: number | null; name: string };
};

/**
 * The metadata wizard's Continuous step's connector: a provider attaches one of its existing inbound
 * connectors to the live feed through the use-existing-connector dialog. A feed not saved yet says so.
 */
export function FeedConnectorsSection({ orgId, feed }: FeedConnectorsSectionProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        {/* Under the wizard step's own title (a level 3 heading). */}
        <Title order={4} fz="md">
          Inbound connector
        </Title>
        {feed.id === null ? (
          <Text size="sm" c="dimmed">
            Records reach a live feed through an inbound connector. Save the feed as a draft first: then an existing
            connector can be attached here, or a new one created on the Technical tab.
          </Text>
        ) : (
          <AttachConnector orgId={orgId} feed={{ id: feed.id, name: feed.name || 'this feed' }} />
        )}
      </Stack>
    </Paper>
  );
}

function AttachConnector({ orgId, feed }: { orgId: number; feed: { id: number; name: string } }) {
  const attach = useAttachConnector(feed);
  return (
    <>
      <Text size="sm" c="dimmed">
        Records reach a live feed through an inbound connector. Use one you already have: it then brings its records
        into this feed. New connectors are created on the Technical tab.
      </Text>
      {attach.attached.length > 0 && (
        <Group gap="xs" role="group" aria-label="Connectors of this feed">
          {attach.attached.map((connector) => (
            <Badge key={connector.id} variant="light" tt="none" size="lg">
              {connector.name} · {connector.typeName}
            </Badge>
          ))}
        </Group>
      )}
      <Group>
        <Button variant="default" leftSection={<IconPlugConnected size={16} aria-hidden />} onClick={attach.openPicker}>
          Use an existing connector
        </Button>
      </Group>
      {attach.isPicking && (
        <UseExistingConnectorDialog
          orgId={orgId}
          category={connectorCategories.inbound}
          description={`Your inbound connectors. The one you pick brings its records into ${feed.name}.`}
          onPick={attach.pick}
          onClose={attach.closePicker}
          isBusy={attach.isSaving}
        />
      )}
    </>
  );
}
