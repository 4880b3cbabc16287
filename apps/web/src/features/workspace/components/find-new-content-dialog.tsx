import { Anchor, Button, Group, Loader, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { Link } from 'react-router';

import { ListError } from '../../../components/list-states';
import { DateText } from '../../../components/date-text';
import { sinceChoices, useFindNewContent } from '../hooks/use-find-new-content';
import { workspacePaths } from '../utils/workspace-paths';
import type { OpenFilesState } from './accessed-table';

type FindNewContentDialogProps = {
  orgId: number;
  opened: boolean;
  onClose: () => void;
};

const plural = (count: number) => (count === 1 ? '1 new file' : `${count} new files`);

/** "Find new content" (spec §2): the accessed feeds with files added since a chosen moment, each opening its files. */
export function FindNewContentDialog({ orgId, opened, onClose }: FindNewContentDialogProps) {
  const finder = useFindNewContent(orgId, opened);
  const { content } = finder;
  const rows = content.data ?? [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={finder.reset}
      title="Find new content"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The feeds you have access to whose providers added files since the moment you choose.
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="datetime-local"
            label="Added since"
            value={finder.moment}
            onChange={(event) => finder.setMoment(event.currentTarget.value)}
            error={finder.isMomentValid ? undefined : 'Choose a day and a time'}
            w={{ base: '100%', xs: 240 }}
            data-autofocus
          />
          <Group gap={6} wrap="wrap">
            {sinceChoices.map((choice) => (
              <Button key={choice.days} size="xs" variant="default" onClick={() => finder.pickDaysAgo(choice.days)}>
                {choice.label}
              </Button>
            ))}
          </Group>
        </Group>

        {content.isError ? (
          <ListError
            title="New content cannot be found right now"
            error={content.error}
            onRetry={() => void content.refetch()}
          />
        ) : !content.data ? (
          finder.since !== null && (
            <Group justify="center" py="lg">
              <Loader size="sm" aria-label="Looking for new content" />
            </Group>
          )
        ) : rows.length === 0 ? (
          <Paper withBorder p="lg" bg="var(--mantine-color-gray-0)">
            <Text size="sm" ta="center">
              No new files since <DateText value={finder.since ?? ''} />.
            </Text>
          </Paper>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label="Feeds with new content" style={{ listStyle: 'none' }}>
            {rows.map((row) => {
              const state: OpenFilesState = { item: { name: row.name, typeId: row.typeId } };
              return (
                <Paper key={row.workspaceId} component="li" withBorder px="md" py="sm">
                  <Group justify="space-between" gap="sm" wrap="nowrap">
                    <Stack gap={2} miw={0}>
                      <Anchor
                        component={Link}
                        to={workspacePaths.files(row.metadataId)}
                        state={state}
                        onClick={onClose}
                        fw={600}
                        size="sm"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {row.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {plural(row.files)} · latest <DateText value={row.latestDate} />
                      </Text>
                    </Stack>
                    <IconFileDownload size={20} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
