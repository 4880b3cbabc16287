import { Button, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type FilterDialogFrameProps = {
  title: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  selectedCount: number;
  onClearSelection: () => void;
  onApply: () => void;
  onClose: () => void;
  /** A line under the search field, e.g. how many options are shown. */
  note?: ReactNode;
  children: ReactNode;
};

/** The frame of every "More…" filter dialog: a search field, the options, and Apply / Cancel. */
export function FilterDialogFrame({
  title,
  searchLabel,
  searchPlaceholder,
  search,
  onSearchChange,
  selectedCount,
  onClearSelection,
  onApply,
  onClose,
  note,
  children,
}: FilterDialogFrameProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ body: { paddingBottom: 0 } }}
    >
      <Stack gap="sm">
        <TextInput
          label={searchLabel}
          placeholder={searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          data-autofocus
          autoComplete="off"
        />
        {note && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {note}
          </Text>
        )}
        <ScrollArea.Autosize mah="min(56vh, 520px)" type="auto" offsetScrollbars>
          {children}
        </ScrollArea.Autosize>
        <Group
          justify="space-between"
          py="md"
          style={{
            borderTop: '1px solid var(--mantine-color-default-border)',
            position: 'sticky',
            bottom: 0,
            background: 'var(--mantine-color-body)',
          }}
        >
          <Group gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {selectedCount} selected
            </Text>
            {selectedCount > 0 && (
              <Button variant="subtle" size="compact-sm" onClick={onClearSelection}>
                Clear selection
              </Button>
            )}
          </Group>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={onApply}>Apply</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
