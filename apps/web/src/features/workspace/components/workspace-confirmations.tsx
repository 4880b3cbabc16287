import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

import type { TWorkspaceItem } from '@feedmarket/contract/workspace/workspace.schemas';

import type { Wording } from '../../../lib/theme-rules';
import { describePrice } from '../utils/access-text';

type Confirmation = {
  title: string;
  body: ReactNode;
  confirm: string;
  color?: string;
  onConfirm: () => void;
};

function confirm({ title, body, confirm: label, color, onConfirm }: Confirmation): void {
  modals.openConfirmModal({
    title,
    size: 'md',
    closeButtonProps: { 'aria-label': 'Close' },
    children: <Stack gap="sm">{body}</Stack>,
    labels: { confirm: label, cancel: 'Cancel' },
    confirmProps: color ? { color } : undefined,
    onConfirm,
  });
}

// Before locking the item's access is null: what the feed costs is only known from the decision.
const priceWarning =
  'If the provider prices this feed, the price is charged as soon as access is granted; the decision then shows it.';

/** Locking is permanent (spec §4) and asks the provider for access: it says so, and that a price may be charged. */
export function confirmLock(item: TWorkspaceItem, onConfirm: () => void): void {
  confirm({
    title: 'Lock feed',
    body: (
      <>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
        <Text size="sm">
          Locking is permanent: it asks {item.providerName} for access, and the feed stays among your accessed feeds.
        </Text>
        <Text size="sm">{priceWarning}</Text>
      </>
    ),
    confirm: 'Lock',
    onConfirm,
  });
}

/** The bulk lock: the feeds it asks for, each from its own provider. */
export function confirmLockSelected(items: TWorkspaceItem[], onConfirm: () => void): void {
  const count = items.length;
  confirm({
    title: count === 1 ? 'Lock 1 feed' : `Lock ${count} feeds`,
    body: (
      <>
        <List size="sm" spacing={4} style={{ overflowWrap: 'anywhere' }}>
          {items.map((item) => (
            <List.Item key={item.id}>
              <Text span fw={600} size="sm">
                {item.name}
              </Text>{' '}
              <Text span c="dimmed" size="sm">
                from {item.providerName}
              </Text>
            </List.Item>
          ))}
        </List>
        <Text size="sm">Locking is permanent: it asks each provider for access to its feed.</Text>
        <Text size="sm">
          Feeds with a price are charged as soon as access is granted; each decision then shows its price.
        </Text>
      </>
    ),
    confirm: count === 1 ? 'Lock feed' : `Lock ${count} feeds`,
    onConfirm,
  });
}

/** Asking again after a refusal (a new request the policies decide anew) or renewing an expired access (charged). */
export function confirmAskAgain(item: TWorkspaceItem, onConfirm: () => void): void {
  const isRenewal = item.access?.state === 'expired';
  const price = item.access?.price;
  confirm({
    title: isRenewal ? 'Renew access' : 'Ask again',
    body: (
      <>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
        <Text size="sm">
          {isRenewal
            ? `Renewing asks ${item.providerName} for access again. A renewal is charged${price ? `: ${describePrice(price)}` : ' at the price of the feed'}.`
            : `Your organisation asks ${item.providerName} for access again; its policies decide anew.`}
        </Text>
        {!isRenewal && <Text size="sm">{priceWarning}</Text>}
      </>
    ),
    confirm: isRenewal ? 'Renew' : 'Ask again',
    onConfirm,
  });
}

/** Deleting takes the feed out of the workspace; access already granted stays with the organisation. */
export function confirmRemove(item: TWorkspaceItem, wording: Wording, onConfirm: () => void): void {
  confirm({
    title: `Remove from ${wording.workspace}`,
    body: (
      <>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
        <Text size="sm">
          {item.access?.state === 'granted'
            ? `The feed leaves your ${wording.workspace}, its note and flag with it. Your organisation keeps its access: add the feed again from the search page to find it here.`
            : `The feed leaves your ${wording.workspace}, its note and flag with it. You can add it again from the search page.`}
        </Text>
      </>
    ),
    confirm: 'Remove',
    color: 'red',
    onConfirm,
  });
}
