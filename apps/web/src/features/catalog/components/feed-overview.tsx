import { Anchor, Badge, Box, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';

import type { TFeedDetail } from '@feedmarket/contract/catalog/catalog.schemas';

import { paths } from '../../../config/paths';
import { DateText } from '../../../components/date-text';
import { formatPoint, type LatLon } from '../utils/geo';

const LocationMiniMap = lazy(() => import('./location-mini-map'));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.5 }}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} mt={2} style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}

const none = (
  <Text span c="dimmed" size="sm">
    Not given
  </Text>
);

const listOrNone = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : none);

/** Where a feed's locations are: the containers' coordinates, else the feed's own point. */
export function feedPoints(feed: TFeedDetail): LatLon[] {
  const points: LatLon[] = [];
  for (const container of feed.containers) {
    const { latitude, longitude, latLonInfo } = container.location;
    if (latitude !== null && longitude !== null) points.push({ lat: latitude, lon: longitude });
    for (const extra of latLonInfo) points.push({ lat: extra.latitude, lon: extra.longitude });
  }
  if (points.length === 0 && feed.geometry) points.push(feed.geometry);
  return points.slice(0, 20);
}

/** The Overview tab: what the feed is, who provides it, where and when it comes from, how to cite it. */
export function FeedOverview({ feed }: { feed: TFeedDetail }) {
  const points = feedPoints(feed);
  const places = feed.containers
    .map((container) => [container.location.city, container.location.country].filter(Boolean).join(', '))
    .filter((place, index, all) => place && all.indexOf(place) === index);

  return (
    <Stack gap="xl">
      <Section title="Description">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {feed.meta.description || 'The provider has not described this feed yet.'}
        </Text>
      </Section>

      <Section title="Details">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" verticalSpacing="md" m={0}>
          <Field label="Provider">
            <Anchor component={Link} to={paths.providerRedirect.getHref(feed.orgId, feed.orgName)} size="sm">
              {feed.orgName}
            </Anchor>
          </Field>
          <Field label="Type">{feed.typeText}</Field>
          <Field label="Status">{feed.statusText}</Field>
          <Field label="Date Created">
            <DateText value={feed.createDate} />
          </Field>
          <Field label="Last updated">
            <DateText value={feed.updateDate} />
          </Field>
          <Field label="Source category">{feed.sourceCatText ?? none}</Field>
          {feed.version && <Field label="Version">{feed.version}</Field>}
          {feed.numberOfMembers > 0 && <Field label="Group members">{feed.numberOfMembers}</Field>}
        </SimpleGrid>
      </Section>

      <Section title="Identifiers">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          <Field label="Feed id">
            <Code>{feed.identifier.id}</Code>
          </Field>
          <Field label="External id">{feed.identifier.extId ? <Code>{feed.identifier.extId}</Code> : none}</Field>
          <Field label="URN">{feed.identifier.urn ? <Code>{feed.identifier.urn}</Code> : none}</Field>
          <Field label="URI">
            {feed.identifier.uri ? (
              <Anchor href={feed.identifier.uri} target="_blank" rel="noreferrer noopener" size="sm">
                {feed.identifier.uri}
              </Anchor>
            ) : (
              none
            )}
          </Field>
        </SimpleGrid>
      </Section>

      <Section title="Industry (ISIC)">
        {feed.isicCodes.length > 0 ? (
          <Group gap={6}>
            {feed.isicCodes.map((code) => (
              <Badge key={code.code} variant="light" color="gray" radius="sm" tt="none" fw={500} size="lg">
                <Text span fw={700} ff="monospace" size="xs">
                  {code.code}
                </Text>{' '}
                {code.name}
              </Badge>
            ))}
          </Group>
        ) : (
          none
        )}
      </Section>

      <Section title="Ownership and environment">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          <Field label="Originators">{listOrNone(feed.ownership.originators.map((party) => party.name))}</Field>
          <Field label="Owners">{listOrNone(feed.ownership.owners.map((party) => party.name))}</Field>
          <Field label="Container">{feed.environment.containerName ?? none}</Field>
          <Field label="Environment">{listOrNone(feed.environment.environmentInfos.map((item) => item.name))}</Field>
          <Field label="Interactors">{listOrNone(feed.environment.interactors.map((item) => item.name))}</Field>
          <Field label="Countries">{listOrNone(feed.columns.country)}</Field>
        </SimpleGrid>
      </Section>

      <Section title="Locations">
        {points.length === 0 && places.length === 0 ? (
          <Text size="sm" c="dimmed">
            This feed has no fixed location.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: points.length > 0 ? 2 : 1 }} spacing="md">
            <Stack gap={6}>
              {places.map((place) => (
                <Text key={place} size="sm">
                  {place}
                </Text>
              ))}
              {points.map((point) => (
                <Text key={`${point.lat},${point.lon}`} size="sm" c="dimmed" ff="monospace">
                  {formatPoint(point)}
                </Text>
              ))}
            </Stack>
            {points.length > 0 && (
              <Suspense fallback={<Box h={180} />}>
                <LocationMiniMap points={points} />
              </Suspense>
            )}
          </SimpleGrid>
        )}
      </Section>

      <Section title="Citation">
        {feed.citation.text ? (
          <Text
            size="sm"
            p="sm"
            bg="var(--mantine-color-gray-0)"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              borderLeft: '3px solid var(--mantine-primary-color-filled)',
            }}
          >
            {feed.citation.text}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {`${feed.orgName} (${new Date(feed.createDate).getUTCFullYear()}). ${feed.meta.name}.${feed.identifier.uri ? ` ${feed.identifier.uri}` : ''}`}
          </Text>
        )}
      </Section>
    </Stack>
  );
}
