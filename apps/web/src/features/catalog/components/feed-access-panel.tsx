import { Alert, Anchor, Group, Skeleton, Text } from '@mantine/core';
import { IconCircleCheck, IconClock, IconKey, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatMoney } from '@feedmarket/contract/common/money';
import type { TAccessPrice, TFeedAccessStatus } from '@feedmarket/contract/workspace/workspace.schemas';

import { paths } from '../../../config/paths';
import { useWording } from '../../../lib/app-settings';
import { useFeedAccess } from '../api/get-feed-access';

/** What access costs, in words: "USD 15.00 for 100 downloads". */
export function describeAccessPrice(price: TAccessPrice | null): string {
  if (!price) return 'Access is free.';
  const amount = formatMoney(price.amount, price.currency);
  if (price.volumeAmount) return `Access costs ${amount} for ${price.volumeAmount} downloads.`;
  if (price.duration) return `Access costs ${amount} for ${price.duration} month${price.duration === 1 ? '' : 's'}.`;
  return `Access costs ${amount}.`;
}

type PanelContent = { color: string; icon: ReactNode; title: string; body: ReactNode };

/** The panel's words for where the organisation stands, with the way on. */
function contentOf(status: TFeedAccessStatus, workspaceName: string): PanelContent {
  const files = (
    <Anchor component={Link} to={paths.dashboard.getModalHref('datasets', 'files', status.metadataId)}>
      Open its files
    </Anchor>
  );
  const toWorkspace = (text: string) => (
    <Anchor component={Link} to={paths.dashboard.getHref('workspace')}>
      {text}
    </Anchor>
  );
  if (status.isOwner) {
    return { color: 'teal', icon: <IconCircleCheck size={20} />, title: 'Your organisation’s feed', body: files };
  }
  const access = status.access;
  if (access?.state === 'granted') {
    return {
      color: 'teal',
      icon: <IconCircleCheck size={20} />,
      title: 'Your organisation has access',
      body: (
        <>
          {access.reason} {files}
        </>
      ),
    };
  }
  if (access?.state === 'pending') {
    return {
      color: 'yellow',
      icon: <IconClock size={20} />,
      title: 'Your request waits for the provider',
      body: access.reason,
    };
  }
  if (access?.state === 'refused' || access?.state === 'expired') {
    return {
      color: 'red',
      icon: <IconLock size={20} />,
      title: access.state === 'refused' ? 'Access refused' : 'Your access expired',
      body: (
        <>
          {access.reason}{' '}
          {toWorkspace(
            access.state === 'refused' ? `Ask again from your ${workspaceName}` : `Renew it in your ${workspaceName}`,
          )}
        </>
      ),
    };
  }
  const price = describeAccessPrice(status.price);
  return {
    color: 'gray',
    icon: <IconKey size={20} />,
    title: 'How to get its data',
    body:
      status.workspaceId === null ? (
        <>
          Add it to your {workspaceName}, then lock it there to ask the provider for access; its policies decide.{' '}
          {price}
        </>
      ) : (
        <>
          It is in your {workspaceName}: {toWorkspace('lock it there')} to ask the provider for access. {price}
        </>
      ),
  };
}

/** Whether the signed-in member's organisation may read the feed's files, and how to get access if not. */
export function FeedAccessPanel({ feedId, viewer }: { feedId: number; viewer: string }) {
  const wording = useWording();
  const status = useFeedAccess(feedId, viewer, viewer !== 'anonymous');
  if (viewer === 'anonymous' || status.isError) return null;
  if (!status.data) return <Skeleton h={64} aria-label="Loading your access" />;
  const { color, icon, title, body } = contentOf(status.data, wording.workspace);
  return (
    <Alert color={color} variant="light" icon={icon} title={title}>
      <Group gap={4}>
        <Text size="sm" component="div">
          {body}
        </Text>
      </Group>
    </Alert>
  );
}
