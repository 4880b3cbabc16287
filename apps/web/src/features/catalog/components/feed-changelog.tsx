import {
  Alert,
  Badge,
  Box,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Timeline,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconGitCommit } from '@tabler/icons-react';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import type { TChangelogEntry, TFeedDetail } from '@feedmarket/contract/catalog/catalog.schemas';

import { DateText } from '../../../components/date-text';
import { useFeedChangelog } from '../api/get-feed-changelog';
import { useGroupChangelog } from '../api/get-group-changelog';
import { useGroupMembers } from '../api/get-group-members';
import { truncateText } from '../utils/text';

function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function ChangelogList({ entries }: { entries: TChangelogEntry[] }) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No changes have been recorded yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={22} lineWidth={2} active={entries.length}>
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          bullet={<IconGitCommit size={12} />}
          title={
            <Text size="sm" fw={600}>
              {entry.summary}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            <DateText value={entry.createDate} />
            {entry.userName ? ` · ${entry.userName}` : ''}
          </Text>
          {entry.changes.length > 0 && (
            <Box component="ul" mt={6} mb={0} pl="md">
              {entry.changes.slice(0, 8).map((change, index) => (
                <Text component="li" size="xs" key={`${change.field}-${index}`}>
                  <Text span fw={600} size="xs">
                    {change.field}
                  </Text>
                  {': '}
                  {truncateText(showValue(change.from), 60).text} → {truncateText(showValue(change.to), 60).text}
                </Text>
              ))}
              {entry.changes.length > 8 && (
                <Text component="li" size="xs" c="dimmed">
                  and {entry.changes.length - 8} more changes
                </Text>
              )}
            </Box>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** The Changelog tab: a group's members and combined changelog, or a single feed's changelog. */
export function FeedChangelog({ feed, onOpenFeed }: { feed: TFeedDetail; onOpenFeed: (id: number) => void }) {
  const isGroup = feed.type === feedTypes.group;
  const members = useGroupMembers(feed.id, { enabled: isGroup });
  const groupLog = useGroupChangelog(feed.id, { enabled: isGroup });
  const feedLog = useFeedChangelog(feed.id, { enabled: !isGroup });
  const log = isGroup ? groupLog : feedLog;

  return (
    <Stack gap="xl">
      {isGroup && (
        <Box component="section">
          <Title order={3} fz="md" mb="xs">
            Group members
          </Title>
          {members.isPending && <Loader size="sm" aria-label="Loading group members" />}
          {members.isError && <Alert color="red">The members of this group cannot be loaded right now.</Alert>}
          {members.isSuccess && (
            <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {members.data.map((member) => (
                <Paper component="li" key={member.id} withBorder p="xs" radius="md">
                  <Group justify="space-between" wrap="nowrap">
                    <UnstyledButton
                      onClick={() => member.id !== feed.id && onOpenFeed(member.id)}
                      disabled={member.id === feed.id}
                      aria-label={
                        member.id === feed.id ? `${member.meta.name} (this feed)` : `Open ${member.meta.name}`
                      }
                    >
                      <Text
                        size="sm"
                        fw={600}
                        c={member.id === feed.id ? 'dimmed' : undefined}
                        td={member.id === feed.id ? undefined : 'underline'}
                      >
                        {member.meta.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {member.orgName}
                      </Text>
                    </UnstyledButton>
                    <Badge
                      variant={member.role === 'main' ? 'filled' : 'light'}
                      color={member.role === 'main' ? undefined : 'gray'}
                      radius="sm"
                    >
                      {member.role === 'main' ? 'Main' : 'Clone'}
                    </Badge>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Box>
      )}
      <Box component="section">
        <Title order={3} fz="md" mb="sm">
          {isGroup ? 'Group changelog' : 'Changelog'}
        </Title>
        {log.isPending && (
          <Center py="md">
            <Loader size="sm" aria-label="Loading the changelog" />
          </Center>
        )}
        {log.isError && <Alert color="red">The changelog cannot be loaded right now.</Alert>}
        {log.isSuccess && <ChangelogList entries={log.data} />}
      </Box>
    </Stack>
  );
}
