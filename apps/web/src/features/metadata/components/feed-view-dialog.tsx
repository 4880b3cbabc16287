import { Alert, Anchor, Center, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { feedTypeNames } from '@feedmarket/contract/catalog/catalog.constants';
import type { TEditableFeed } from '@feedmarket/contract/catalog/metadata.schemas';

import { LabelledValue, notGiven } from '../../../components/labelled-value';
import { useEscapeClose } from '../../../hooks/use-escape-close';
import { errorMessage } from '../../../lib/api-client';
import { DateText } from '../../../components/date-text';
import { useEditableFeed } from '../api/get-editable-feed';
import { useLookupNames } from '../api/get-lookup';
import { FeedStatusBadge } from './feed-status-badge';

// The URI is free text: only web addresses become links.
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

type FeedViewDialogProps = {
  /** The feed to show; none closes the dialog. */
  feedId: number | null;
  /** The organisation's name, from the list row (the feed itself carries only its id). */
  orgName?: string;
  onClose: () => void;
  /** More about the feed under its fields, composed by the app (e.g. the datasets feature's content list). */
  renderContent?: (feed: TEditableFeed) => ReactNode;
};

/** A feed's main fields, read-only, for the supervisor's Feeds tab. */
export function FeedViewDialog({ feedId, orgName, onClose, renderContent }: FeedViewDialogProps) {
  const feed = useEditableFeed(feedId);
  // Lookup list 10 holds the licences.
  const licenceName = useLookupNames(10);
  const data = feed.data;
  const escapeRef = useEscapeClose(onClose);

  return (
    <Modal
      opened={feedId !== null}
      onClose={onClose}
      // Escape meant for a dialog opened from here (a file's preview) closes only that one.
      closeOnEscape={false}
      title="Feed details"
      size={renderContent ? '72rem' : 'lg'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <div ref={escapeRef}>
        {feed.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="The feed cannot be shown">
            {errorMessage(feed.error, 'Please try again in a moment.')}
          </Alert>
        ) : !data ? (
          <Center py="xl">
            <Loader aria-label="Loading the feed" />
          </Center>
        ) : (
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={3} fz="lg">
                {data.meta.name}
              </Title>
              <FeedStatusBadge status={data.status} text={data.statusText} style={{ flexShrink: 0 }} />
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {data.meta.description || 'No description yet.'}
            </Text>
            <Divider />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <LabelledValue label="Unique id">{data.identifier.extId ?? notGiven}</LabelledValue>
              <LabelledValue label="Organisation">{orgName ?? `Organisation ${data.orgId}`}</LabelledValue>
              <LabelledValue label="Type">{feedTypeNames[data.typeId] ?? data.typeId}</LabelledValue>
              <LabelledValue label="Version">{data.meta.version ?? notGiven}</LabelledValue>
              <LabelledValue label="Requires legal review">{data.requireLegalReview ? 'Yes' : 'No'}</LabelledValue>
              <LabelledValue label="Licence">{licenceName(data.legal.licence) ?? notGiven}</LabelledValue>
              <LabelledValue label="URI">
                {data.identifier.uri && isWebAddress(data.identifier.uri) ? (
                  <Anchor href={data.identifier.uri} target="_blank" rel="noreferrer" size="sm">
                    {data.identifier.uri}
                  </Anchor>
                ) : (
                  (data.identifier.uri ?? notGiven)
                )}
              </LabelledValue>
              <LabelledValue label="Last modified">
                <DateText value={data.updateDate} />
              </LabelledValue>
            </SimpleGrid>
            {renderContent && (
              <>
                <Divider />
                {renderContent(data)}
              </>
            )}
          </Stack>
        )}
      </div>
    </Modal>
  );
}
