import { Group, Progress, Stack, Text } from '@mantine/core';

import { formatSize } from '../utils/format-size';
import { overallProgress } from '../utils/upload-progress';

type UploadProgressBarProps = {
  /** What is being sent, e.g. "Uploading levels.csv". */
  label: string;
  loaded: number;
  /** The request's size; 0 until the browser knows it. */
  total: number;
};

/** How much of an upload has been sent; once all of it is, the server is still storing it. */
export function UploadProgressBar({ label, loaded, total }: UploadProgressBarProps) {
  const percent = Math.round(overallProgress(loaded, total) * 100);
  const isSent = total > 0 && loaded >= total;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" fw={500} truncate>
          {label}
        </Text>
        <Text size="sm" fw={600}>
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} aria-label={label} animated={isSent} size="md" />
      <Text size="xs" c="dimmed" aria-live="polite">
        {isSent
          ? 'Sent. The server is storing it…'
          : total > 0
            ? `${formatSize(loaded)} of ${formatSize(total)} sent`
            : 'Starting…'}
      </Text>
    </Stack>
  );
}
