import { Text, Tooltip, VisuallyHidden } from '@mantine/core';

import { truncateText } from '../utils/text';

/** Text cut at 50 characters, with the full text in a tooltip and for screen readers. */
export function TruncatedText({ value, max }: { value: string; max?: number }) {
  const { text, full, isTruncated } = truncateText(value, max);
  if (!full) {
    return (
      <Text span size="sm" c="dimmed" aria-label="None">
        —
      </Text>
    );
  }
  if (!isTruncated) {
    return (
      <Text span size="sm">
        {text}
      </Text>
    );
  }
  return (
    <Tooltip label={full} multiline maw={360} withArrow openDelay={200}>
      <Text span size="sm" data-full-text={full}>
        <span aria-hidden>{text}</span>
        <VisuallyHidden>{full}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}
