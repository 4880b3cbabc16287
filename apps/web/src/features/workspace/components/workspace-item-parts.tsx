import { ActionIcon, Anchor, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconFlag, IconFlagFilled, IconNote, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { TWorkspaceItem } from '@feedmarket/contract/workspace/workspace.schemas';

import { paths } from '../../../config/paths';

/** An item's feed: its name (opening its details on the search page), its provider, and the note kept on it. */
export function FeedCell({ item }: { item: TWorkspaceItem }) {
  return (
    <Stack gap={2}>
      <Anchor
        component={Link}
        to={paths.search.getFeedHref(item.metadataId)}
        fw={600}
        size="sm"
        lineClamp={2}
        style={{ overflowWrap: 'anywhere' }}
      >
        {item.name}
      </Anchor>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {item.providerName}
      </Text>
      {item.note && (
        <Group gap={4} wrap="nowrap" align="flex-start">
          <IconNote size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" fs="italic" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            <Text span size="xs" fs="normal" c="dimmed">
              Note:{' '}
            </Text>
            {item.note.note}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

type ToolProps = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled: boolean;
  color?: string;
  pressed?: boolean;
};

function Tool({ label, icon, onClick, disabled, color = 'gray', pressed }: ToolProps) {
  return (
    <Tooltip label={label} openDelay={300}>
      <ActionIcon
        variant="subtle"
        color={color}
        size="lg"
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        disabled={disabled}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

type ItemToolsProps = {
  item: TWorkspaceItem;
  isBusy: boolean;
  onFlag: () => void;
  onNote: () => void;
  onRemove: () => void;
  /** The item's main action (lock, open its files, ask again), before the tools. */
  children?: ReactNode;
};

/** An item's actions at the end of its row: its main action, then flag, note and remove. */
export function ItemTools({ item, isBusy, onFlag, onNote, onRemove, children }: ItemToolsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {children}
      {isBusy && <Loader size={16} aria-label={`Working on ${item.name}`} />}
      <Tool
        label={`Flag ${item.name}`}
        pressed={item.flagged}
        color={item.flagged ? 'orange' : 'gray'}
        icon={item.flagged ? <IconFlagFilled size={18} aria-hidden /> : <IconFlag size={18} aria-hidden />}
        onClick={onFlag}
        disabled={isBusy}
      />
      <Tool
        label={`${item.hasNote ? 'Edit note of' : 'Add note to'} ${item.name}`}
        icon={<IconNote size={18} aria-hidden />}
        color={item.hasNote ? 'blue' : 'gray'}
        onClick={onNote}
        disabled={isBusy}
      />
      <Tool
        label={`Remove ${item.name}`}
        icon={<IconTrash size={18} aria-hidden />}
        color="red"
        onClick={onRemove}
        disabled={isBusy}
      />
    </Group>
  );
}
