import { Alert, Button, Center, CopyButton, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';

import type { ReactNode } from 'react';

import { continuousListLimit } from '@feedmarket/contract/datasets/datasets.schemas';

import { ListError } from '../../../components/list-states';
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
      <ListError title="The live data cannot be loaded" error={latest.error} onRetry={() => void latest.refetch()} />
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
                  <DownloadButton
                    downloads={downloads}
                    busyKey={`file-${chunk.id}`}
                    variant="default"
                    label={`Download ${chunk.originalName}`}
                    download={() => downloadContent(chunk)}
                  >
                    Download
                  </DownloadButton>
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
        {streams.map((trackingId) => (
          <Group key={trackingId} justify="space-between" gap="sm" wrap="nowrap">
            <Text size="xs" ff="monospace" truncate title={trackingId}>
              {trackingId}
            </Text>
            <DownloadButton
              downloads={downloads}
              busyKey={`stream-${trackingId}`}
              variant="light"
              label={`Download stream ${trackingId}`}
              download={() => downloadTracking(trackingId)}
            >
              Download stream
            </DownloadButton>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

type DownloadButtonProps = {
  downloads: ReturnType<typeof useDownloads>;
  /** Tells this download from the others running at the same time. */
  busyKey: string;
  variant: 'default' | 'light';
  /** The button's accessible name: which file or stream it downloads. */
  label: string;
  download: () => Promise<void>;
  children: ReactNode;
};

/** Downloads a file or a stream, spinning until the browser has it. */
function DownloadButton({ downloads, busyKey, variant, label, download, children }: DownloadButtonProps) {
  return (
    <Button
      size="xs"
      variant={variant}
      // The file's or stream's name gives way on a narrow screen, never the button's label.
      style={{ flexShrink: 0 }}
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={downloads.isBusy(busyKey)}
      onClick={() => void downloads.run(busyKey, download)}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
