import { Alert, Button, Center, CopyButton, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy, IconDownload, IconRefresh } from '@tabler/icons-react';

import { continuousListLimit } from '@feedmarket/contract/datasets/datasets.schemas';

import { errorMessage } from '../../../lib/api-client';
import { noticeDurations } from '../../../lib/notify';
import { downloadContent } from '../api/download-content';
import { downloadTracking } from '../api/download-tracking';
import { useContinuousLatest } from '../api/get-continuous-latest';
import { useDownloads } from '../hooks/use-downloads';
import { contentDownloadAddress, trackingIdsOf } from '../utils/content-address';
import { formatTimeframe } from '../utils/format-dates';
import { formatSize } from '../utils/format-size';

type LatestChunksProps = {
  feedId: number;
  /** Loads only while the dialog that shows it is open. */
  enabled: boolean;
  /** Shows each file's API address with a copy button (the live data link). */
  showAddresses: boolean;
};

/**
 * The newest files of a continuous feed (at most 3) with their downloads, and a download of each live
 * stream they belong to, its chunks joined oldest first.
 */
export function LatestChunks({ feedId, enabled, showAddresses }: LatestChunksProps) {
  const latest = useContinuousLatest(feedId, enabled);
  const downloads = useDownloads();

  if (latest.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} />}
        title="The live data cannot be loaded"
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(latest.error, 'Please try again in a moment.')}</Text>
          <Button
            variant="white"
            color="red"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void latest.refetch()}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!latest.data) {
    return (
      <Center py="lg">
        <Loader aria-label="Loading the newest files" />
      </Center>
    );
  }
  if (latest.data.length === 0) {
    return (
      <Alert color="gray" variant="light" title="No live data yet">
        Files appear here once the feed&apos;s connector or API client sends data.
      </Alert>
    );
  }

  const streams = trackingIdsOf(latest.data);
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} fz="md">
          {`Newest files (up to ${continuousListLimit})`}
        </Title>
        {latest.data.map((chunk) => {
          const address = contentDownloadAddress(chunk.id);
          const key = `file-${chunk.id}`;
          return (
            <Paper key={chunk.id} withBorder p="sm">
              <Stack gap="xs">
                <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate title={chunk.originalName}>
                      {chunk.originalName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[formatTimeframe(chunk.dataStart, chunk.dataEnd), formatSize(chunk.size)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    loading={downloads.isBusy(key)}
                    onClick={() => void downloads.run(key, () => downloadContent(chunk))}
                    aria-label={`Download ${chunk.originalName}`}
                  >
                    Download
                  </Button>
                </Group>
                {showAddresses && (
                  <TextInput
                    readOnly
                    size="xs"
                    value={address}
                    aria-label={`API address of ${chunk.originalName}`}
                    onFocus={(event) => event.currentTarget.select()}
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                    rightSectionWidth={92}
                    rightSection={
                      <CopyButton value={address} timeout={noticeDurations.copy}>
                        {({ copied, copy }) => (
                          <Button
                            size="compact-xs"
                            variant={copied ? 'filled' : 'light'}
                            color={copied ? 'teal' : undefined}
                            leftSection={
                              copied ? <IconCheck size={12} aria-hidden /> : <IconCopy size={12} aria-hidden />
                            }
                            onClick={copy}
                            aria-label={copied ? 'Copied' : `Copy the API address of ${chunk.originalName}`}
                          >
                            {copied ? 'Copied' : 'Copy'}
                          </Button>
                        )}
                      </CopyButton>
                    }
                  />
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {streams.length === 1 ? 'Live stream' : 'Live streams'}
        </Title>
        <Text size="xs" c="dimmed">
          A stream&apos;s download joins all of its files, oldest first, into one file.
        </Text>
        {streams.map((trackingId) => {
          const key = `stream-${trackingId}`;
          return (
            <Group key={trackingId} justify="space-between" gap="sm" wrap="nowrap">
              <Text size="xs" ff="monospace" truncate title={trackingId}>
                {trackingId}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={downloads.isBusy(key)}
                onClick={() => void downloads.run(key, () => downloadTracking(trackingId))}
                aria-label={`Download stream ${trackingId}`}
              >
                Download stream
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
