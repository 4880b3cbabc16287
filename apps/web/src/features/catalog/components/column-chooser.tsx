import { Button, Checkbox, Divider, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';

import { feedColumnKeys, feedColumnLabels, type FeedColumnKey } from '../utils/feed-columns';

/** Chooses the list view's columns; the first two show by default. */
export function ColumnChooser({
  columns,
  onToggle,
  onReset,
}: {
  columns: FeedColumnKey[];
  onToggle: (key: FeedColumnKey) => void;
  onReset: () => void;
}) {
  return (
    <Popover position="bottom-end" shadow="lg" width={260} trapFocus withinPortal>
      <Popover.Target>
        <Button variant="default" size="sm" leftSection={<IconColumns3 size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={8} role="group" aria-label="Visible columns">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            Visible columns
          </Text>
          {feedColumnKeys.map((key) => (
            <Checkbox
              key={key}
              size="sm"
              label={feedColumnLabels[key]}
              checked={columns.includes(key)}
              onChange={() => onToggle(key)}
            />
          ))}
          <Divider />
          <Button variant="subtle" size="compact-sm" onClick={onReset}>
            Reset columns
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
