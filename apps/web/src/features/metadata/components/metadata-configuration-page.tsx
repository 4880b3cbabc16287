import {
  Alert,
  Box,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowRight,
  IconBroadcast,
  IconCheck,
  IconCircleCheck,
  IconFiles,
  IconPlus,
  IconRefresh,
  IconTemplateOff,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import type { ZWizardConfiguration } from '@feedmarket/contract/catalog/metadata.schemas';

import { PageShell } from '../../../components/page-shell';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { errorMessage } from '../../../lib/api-client';
import { withNotice, type Notice } from '../../../lib/notify';
import { feedListKeys } from '../api/feed-query-keys';
import { useMetadataConfiguration } from '../api/get-metadata-configuration';
import { metadataPaths } from '../utils/metadata-paths';
import { newFeedSearch, readNewFeedRequest } from '../utils/new-feed-request';
import { summarisePreset } from '../utils/preset-summary';
import { MetadataWizard, type WizardSaveOutcome } from './wizard/metadata-wizard';

type Preset = z.output<typeof ZWizardConfiguration>['presets'][number];

type StartFeed = (presetId?: number) => void;

/** One preset: what kind of feed it is for, what it fills in, and the way to start from it. */
function PresetCard({ preset, onStart }: { preset: Preset; onStart: StartFeed }) {
  const titleId = useId();
  const fillsId = useId();
  const steps = summarisePreset(preset.body);
  const isContinuous = preset.body.typeId === feedTypes.continuous;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      p="lg"
      radius="md"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <ThemeIcon variant="light" size={42} radius="md" mb="md" aria-hidden>
        {isContinuous ? <IconBroadcast size={22} /> : <IconFiles size={22} />}
      </ThemeIcon>
      <Title order={3} fz="lg" id={titleId}>
        {preset.name}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {preset.description}
      </Text>
      {steps.length > 0 && (
        <>
          <Text id={fillsId} size="xs" fw={700} tt="uppercase" c="dimmed" mt="md" mb={8} style={{ letterSpacing: 0.5 }}>
            Fills in
          </Text>
          <List
            aria-labelledby={fillsId}
            spacing={6}
            size="sm"
            // The check sits by an item's first line, not in the middle of a wrapped one.
            styles={{ itemWrapper: { alignItems: 'flex-start' }, itemIcon: { marginTop: 2 } }}
            icon={
              <ThemeIcon size={18} radius="xl" variant="light" color="teal" aria-hidden>
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {steps.map((step) => (
              <List.Item key={step.step}>
                <Text span size="sm" fw={600}>
                  {step.title}:
                </Text>{' '}
                {step.fills}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Box mt="auto" pt="lg">
        <Button
          variant="light"
          fullWidth
          rightSection={<IconArrowRight size={16} aria-hidden />}
          aria-describedby={titleId}
          onClick={() => onStart(preset.id)}
        >
          Start from this preset
        </Button>
      </Box>
    </Paper>
  );
}

/** Placeholders in the shape of the preset cards while the configuration loads. */
function PresetSkeletons() {
  return (
    <>
      <VisuallyHidden role="status">Loading the presets</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-hidden>
        {Array.from({ length: 3 }, (_, index) => (
          <Paper key={index} withBorder p="lg" radius="md">
            <Skeleton h={42} w={42} mb="md" />
            <Skeleton h={20} w="60%" mb={10} />
            <Skeleton h={12} mb={6} />
            <Skeleton h={12} w="80%" mb="lg" />
            {Array.from({ length: 4 }, (_, line) => (
              <Skeleton key={line} h={12} w={`${85 - line * 10}%`} mb={8} />
            ))}
            <Skeleton h={36} mt="lg" />
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}

/** The presets a new feed can start from, with their loading, error and empty states. */
function PresetSection({ onStart }: { onStart: StartFeed }) {
  const configuration = useMetadataConfiguration();
  const headingId = useId();

  const content = (() => {
    if (configuration.isPending) return <PresetSkeletons />;
    if (configuration.isError) {
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} />}
          title="The presets cannot be loaded right now"
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {errorMessage(
                configuration.error,
                'Please try again in a moment, or describe a new feed from a blank form.',
              )}
            </Text>
            <Button
              variant="white"
              color="red"
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={configuration.isFetching}
              onClick={() => void configuration.refetch()}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      );
    }
    const { presets } = configuration.data;
    if (presets.length === 0) {
      return (
        <Paper withBorder p={{ base: 'lg', sm: 48 }} bg="var(--mantine-color-gray-0)">
          <Stack align="center" gap="sm" ta="center" maw={480} mx="auto">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconTemplateOff size={28} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              No presets yet
            </Title>
            <Text c="dimmed">
              No presets are set up on this marketplace. Describe your feed from a blank form: the wizard guides you
              through every step.
            </Text>
            <Button variant="light" mt="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onStart()}>
              Describe a new feed
            </Button>
          </Stack>
        </Paper>
      );
    }
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {presets.map((preset) => (
          <PresetCard key={preset.id} preset={preset} onStart={onStart} />
        ))}
      </SimpleGrid>
    );
  })();

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Stack gap={4} maw={680}>
        <Title order={2} fz="xl" id={headingId}>
          Start from a preset
        </Title>
        <Text c="dimmed" size="sm">
          A preset fills the wizard with typical values for a kind of feed. Name, description and unique id stay yours
          to give, and every value can be changed before you save.
        </Text>
      </Stack>
      {content}
    </Stack>
  );
}

const savedTexts: Record<WizardSaveOutcome, { title: string; text: string }> = {
  draft: {
    title: 'Your feed is saved as a draft',
    text: 'It stays a draft, visible only to your organisation, until you submit it for validation. Finish it from your feeds whenever you are ready.',
  },
  submitted: {
    title: 'Your feed is submitted',
    text: 'Your feeds show where it is now: active, waiting for review, or returned with feedback to act on.',
  },
};

/** After the wizard saved a feed: what became of it, and the way to the organisation's feeds. */
function SavedFeedAlert({
  outcome,
  onDismiss,
  onStart,
}: {
  outcome: WizardSaveOutcome;
  onDismiss: () => void;
  onStart: StartFeed;
}) {
  const { title, text } = savedTexts[outcome];
  const feedsLinkRef = useRef<HTMLAnchorElement>(null);
  // It shows as the wizard closes: keyboard users go on from the way to their feeds, not from the top.
  useEffect(() => feedsLinkRef.current?.focus(), []);
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      title={title}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={metadataPaths.list}
            ref={feedsLinkRef}
            size="sm"
            color="teal"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            See your feeds
          </Button>
          <Button size="sm" variant="subtle" color="teal" onClick={() => onStart()}>
            Describe another feed
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

type MetadataConfigurationPageProps = {
  /** False for read-only organisations (type 3), which may not publish feeds. */
  canPublish: boolean;
};

/**
 * /supply-data/metadata-configuration: a new feed from a blank form or from a preset. The wizard
 * opens from the address (`?feed=new&preset=…`), as the Metadata tab's does.
 */
export function MetadataConfigurationPage({ canPublish }: MetadataConfigurationPageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const request = canPublish ? readNewFeedRequest(searchParams) : null;
  // A submit outranks a later draft save of the same feed (a returned feed saved again).
  const [outcome, setOutcome] = useState<WizardSaveOutcome | null>(null);
  const noteSave = (saved: WizardSaveOutcome) => setOutcome((current) => (current === 'submitted' ? current : saved));

  const startFeed: StartFeed = (presetId) => {
    setOutcome(null);
    void navigate({ search: newFeedSearch(presetId) });
  };
  const closeWizard = (notice?: Notice) => {
    // Whatever the wizard saved shows in the feed lists.
    void queryClient.invalidateQueries({ queryKey: feedListKeys.all });
    void navigate({ search: '' }, notice && withNotice(notice));
  };

  return (
    <PageShell
      title="Metadata configuration"
      eyebrow="Supply data"
      description="Describe a feed so that the right organisations can find it."
      actions={
        canPublish && (
          <Button size="md" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => startFeed()}>
            Describe a new feed
          </Button>
        )
      }
    >
      {canPublish ? (
        <Stack gap="xl">
          {outcome && !request && (
            <SavedFeedAlert outcome={outcome} onDismiss={() => setOutcome(null)} onStart={startFeed} />
          )}
          <PresetSection onStart={startFeed} />
        </Stack>
      ) : (
        <ReadOnlyNotice title="Your organisation cannot publish feeds">
          It has a read-only account: its users can search the marketplace and use the feeds they are given access to,
          but cannot describe or publish feeds of their own. If your organisation should supply data, ask the
          marketplace&apos;s operator to change its account.
        </ReadOnlyNotice>
      )}

      {request && (
        <MetadataWizard
          key={request.presetId ?? 'blank'}
          presetId={request.presetId}
          onClose={closeWizard}
          onSaved={noteSave}
        />
      )}
    </PageShell>
  );
}
