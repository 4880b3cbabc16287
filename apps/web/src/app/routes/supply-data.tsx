import {
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconAdjustments,
  IconCoin,
  IconFileDescription,
  IconPlugConnected,
  IconShieldCheck,
  IconUsersGroup,
  IconWorldSearch,
} from '@tabler/icons-react';
import { Link } from 'react-router';

import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppSettings, useThemeRules } from '../../lib/app-settings';
import { useSession } from '../../lib/session/session-store';

const reasons = [
  {
    icon: IconWorldSearch,
    title: 'Be found',
    text: 'Rich metadata (source, sensor, location, environment, industry, unit, format) puts your feeds in front of the organisations searching for exactly them.',
  },
  {
    icon: IconShieldCheck,
    title: 'Stay in control',
    text: 'Access policies decide who may use each feed: allow, deny or review requests by country, industry, organisation type or name.',
  },
  {
    icon: IconCoin,
    title: 'Get paid',
    text: 'Offer feeds free, per feed, by download volume or by subscription period. Payments and fees appear in your finance view.',
  },
  {
    icon: IconUsersGroup,
    title: 'Know your users',
    text: 'See who requested and accessed your feeds, or anonymise consumers where your policy requires it.',
  },
] as const;

const steps = [
  {
    icon: IconFileDescription,
    title: 'Describe your feed',
    text: 'A guided wizard collects the description, ownership, source, location, environment, legal terms and schema.',
  },
  {
    icon: IconPlugConnected,
    title: 'Add the data',
    text: 'Upload files, or connect a live source that pushes or is pulled on a schedule.',
  },
  {
    icon: IconAdjustments,
    title: 'Set policies and prices',
    text: 'Choose who may access the feed and on what terms; policies can also require legal review.',
  },
  {
    icon: IconShieldCheck,
    title: 'Publish',
    text: 'Submitted feeds are validated automatically and go live once they pass, ready for requests.',
  },
] as const;

/** /supply-data: why and how to publish feeds, open to everyone. */
export function SupplyDataRoute() {
  useDocumentTitle('Supply data');
  const { appTitle } = useAppSettings();
  const { registrationOpen } = useThemeRules();
  const session = useSession();
  const signedIn = session.status === 'authenticated';

  return (
    <>
      <Box py={{ base: 48, sm: 80 }} style={{ background: 'var(--mantine-primary-color-light)' }}>
        <Container size="lg" px="md">
          <Stack gap="md" maw={680}>
            <Text
              size="sm"
              fw={700}
              tt="uppercase"
              c="var(--mantine-primary-color-light-color)"
              style={{ letterSpacing: 1 }}
            >
              For data providers
            </Text>
            <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
              Turn your data feeds into a product
            </Title>
            <Text size="lg" c="dimmed">
              Publish on {appTitle} to reach organisations that need your data, on terms you set for every feed.
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" px="md" py={{ base: 40, sm: 64 }}>
        <Title order={2} fz={28} mb="lg">
          Why publish on {appTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" mb={64}>
          {reasons.map(({ icon: Icon, title, text }) => (
            <Paper key={title} withBorder p="lg">
              <ThemeIcon variant="light" size={42} radius="md" mb="md">
                <Icon size={22} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} mb={64}>
          <div>
            <Title order={2} fz={28} mb="sm">
              How it works
            </Title>
            <Text c="dimmed" mb="xl">
              From first description to live feed in four steps. You can save drafts at any point and come back later.
            </Text>
          </div>
          <Timeline active={steps.length} bulletSize={36} lineWidth={2}>
            {steps.map(({ icon: Icon, title, text }) => (
              <Timeline.Item key={title} bullet={<Icon size={18} />} title={<Text fw={600}>{title}</Text>}>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </SimpleGrid>

        <Paper p={{ base: 'lg', sm: 40 }} bg="var(--mantine-primary-color-filled)" c="white">
          <Group justify="space-between" gap="lg">
            <Stack gap={4} maw={560}>
              <Title order={2} fz={26} c="white">
                {signedIn ? 'Ready to publish?' : 'Start supplying data'}
              </Title>
              <Text c="white" opacity={0.9}>
                {signedIn
                  ? 'Configure your first feed or set up the policies that will govern access to it.'
                  : `Sign in with your member account${registrationOpen ? ', or register your organisation,' : ''} to configure feeds and policies.`}
              </Text>
            </Stack>
            <Group gap="sm">
              {signedIn ? (
                <>
                  <Button
                    component={Link}
                    to={paths.supplyDataPage.getHref('metadata-configuration')}
                    variant="white"
                    size="md"
                  >
                    Configure a feed
                  </Button>
                  <Button
                    component={Link}
                    to={paths.supplyDataPage.getHref('policy-management')}
                    variant="outline"
                    color="white"
                    size="md"
                  >
                    Manage policies
                  </Button>
                </>
              ) : (
                <>
                  {registrationOpen && (
                    <Button component={Link} to={paths.register.getHref()} variant="white" size="md">
                      Register your organisation
                    </Button>
                  )}
                  <Button
                    component={Link}
                    to={paths.supplyDataPage.getHref('metadata-configuration')}
                    variant={registrationOpen ? 'outline' : 'white'}
                    color="white"
                    size="md"
                  >
                    Go to feed configuration
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Paper>
      </Container>
    </>
  );
}
