import { feedStatuses, feedTypes } from '@feedmarket/contract/catalog/catalog.schemas';
import { inArray, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCatalogRepository } from '../../../modules/catalog/catalog.repository';
import type { FeedInput } from '../../../modules/catalog/feed-record';
import { loadLookupNames } from '../../../modules/catalog/lookup-names';
import { bulkInsert, withIndexesDeferred } from '../../bulk-insert';
import type { Db } from '../../client';
import { organizationIsicCodes, organizations } from '../../schema/accounts';
import { feedChanges, feedGroupMembers, feedLocations, feedParties, feeds, feedSensors } from '../../schema/catalog';
import { domainValues, states } from '../../schema/reference';
import { recordPublishedFeeds } from './demo-activity';
import { demoProviders, feedThemes, type FeedTheme } from './feed-themes';

type Place = {
  name: string;
  countryId: number;
  countryCode: string;
  stateCode: string | null;
  latitude: number;
  longitude: number;
  kind: string;
};

const places = JSON.parse(readFileSync(path.join(import.meta.dirname, 'places.json'), 'utf8')) as Place[];

/** A small seeded random generator (mulberry32), so the same seed gives the same demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const count = Math.min(items.length, min + Math.floor(next() * (max - min + 1)));
    return [...items].sort(() => next() - 0.5).slice(0, count);
  };
  return { next, pick, some };
}

const domainIds = {
  category: 1,
  sensor: 4,
  format: 5,
  ownerType: 6,
  container: 7,
  schema: 8,
  legal: 10,
  datagrade: 12,
  environment: 16,
  locationCategory: 17,
  interactor: 18,
  unit: 19,
  containerName: 21,
  sourceName: 22,
  sourceType: 23,
  radiusUnit: 24,
  manufacturer: 25,
} as const;

/** Lookup values by domain and name; a theme naming a value that does not exist is a bug. */
async function loadValueIds(db: Db) {
  const rows = await db.select().from(domainValues);
  const byName = new Map(rows.map((row) => [`${row.domainId}:${row.name}`, row.value]));
  const valuesOf = new Map<number, number[]>();
  for (const row of rows)
    if (row.parentValue === null) valuesOf.set(row.domainId, [...(valuesOf.get(row.domainId) ?? []), row.value]);
  return {
    id(domain: keyof typeof domainIds, name: string): number {
      const value = byName.get(`${domainIds[domain]}:${name}`);
      if (value === undefined) throw new Error(`No ${domain} value named '${name}'`);
      return value;
    },
    all: (domain: keyof typeof domainIds) => valuesOf.get(domainIds[domain]) ?? [],
  };
}

/** The demo provider organisations, created when missing; answers their ids and a user of each. */
async function ensureProviders(db: Db): Promise<Map<string, { orgId: number; userId: number | null }>> {
  const existing = await db
    .select({ id: organizations.id, name: organizations.name, adminId: organizations.adminId })
    .from(organizations)
    .where(
      inArray(
        organizations.name,
        demoProviders.map((provider) => provider.name),
      ),
    );
  const result = new Map(existing.map((org) => [org.name, { orgId: org.id, userId: org.adminId }]));
  for (const provider of demoProviders) {
    if (result.has(provider.name)) continue;
    const [org] = await db
      .insert(organizations)
      .values({ name: provider.name, countryId: provider.countryId, city: provider.city, website: provider.website })
      .returning({ id: organizations.id });
    await db.insert(organizationIsicCodes).values({ orgId: org!.id, isicCode: provider.isicCode });
    result.set(provider.name, { orgId: org!.id, userId: null });
  }
  return result;
}

const usStates = new Map<string, number>();

function fill(template: string, place: Place, random: ReturnType<typeof createRandom>): string {
  return template.replace('{place}', place.name).replace('{n}', String(1 + Math.floor(random.next() * 48)));
}

type Generated = FeedInput & { theme: FeedTheme; place: Place };

function generateFeed(
  theme: FeedTheme,
  place: Place,
  random: ReturnType<typeof createRandom>,
  ids: Awaited<ReturnType<typeof loadValueIds>>,
  provider: { orgId: number; userId: number | null },
  serial: number,
  now: number,
): Generated {
  // A few kilometres around the named place, so stations of one city do not sit on one point.
  const latitude = Math.round((place.latitude + (random.next() - 0.5) * 0.08) * 1e5) / 1e5;
  const longitude = Math.round((place.longitude + (random.next() - 0.5) * 0.08) * 1e5) / 1e5;
  const isContinuous = random.next() < theme.continuousShare;
  const statusRoll = random.next();
  const status = statusRoll < 0.92 ? 1 : statusRoll < 0.97 ? 2 : statusRoll < 0.99 ? 4 : 5;
  const createdAt = new Date(now - Math.floor(random.next() * 3 * 365 * 24 * 3600 * 1000));
  const sensorNames = random.some(theme.sensors, 1, 3);
  const prefix = theme.key.toUpperCase().slice(0, 3);
  return {
    theme,
    place,
    orgId: provider.orgId,
    typeId: isContinuous ? feedTypes.continuous : feedTypes.file,
    status,
    name: fill(random.pick(theme.titles), place, random),
    description: fill(random.pick(theme.descriptions), place, random),
    extId: `${prefix}-${place.countryCode}-${String(serial).padStart(7, '0')}`,
    uri: `https://data.${provider.orgId}.feedmarket.example/feeds/${theme.key}/${serial}`,
    version: `${1 + Math.floor(random.next() * 3)}.${Math.floor(random.next() * 10)}`,
    requireLegalReview: random.next() < 0.05,
    loadFrequencyType: isContinuous ? 3 : 2,
    updateIntervalType: isContinuous ? 1 + Math.floor(random.next() * 3) : 4 + Math.floor(random.next() * 6),
    sourceCategoryId: theme.sourceCategory,
    categoryId: ids.id('category', theme.category),
    containerNameId: theme.containerNames.length ? ids.id('containerName', random.pick(theme.containerNames)) : null,
    environmentIds: random.some(theme.environments, 1, 2).map((name) => ids.id('environment', name)),
    interactorIds: random.some(theme.interactors, 1, 2).map((name) => ids.id('interactor', name)),
    isicCodes: random.some(theme.isicCodes, 1, 2),
    citation: `${theme.providers[0]} (${createdAt.getUTCFullYear()}). ${place.name} ${theme.category.toLowerCase()} data.`,
    details: {
      legal: { licence: random.pick(ids.all('legal')) },
      gradings: [random.pick(ids.all('datagrade'))],
    },
    createdAt,
    updatedAt: new Date(createdAt.getTime() + Math.floor(random.next() * (now - createdAt.getTime()))),
    createdBy: provider.userId,
    updatedBy: provider.userId,
    locations: [
      {
        containerType: ids.id('container', random.pick(theme.containers)),
        locationCategory: ids.id('locationCategory', random.pick(theme.locationCategories)),
        locationType: theme.locationType,
        locationSubType: 10003,
        city: place.kind === 'city' ? place.name : null,
        freeText: place.kind === 'city' ? null : place.name,
        countryId: place.countryId,
        stateId: place.stateCode ? (usStates.get(`${place.countryId}:${place.stateCode}`) ?? null) : null,
        latitude,
        longitude,
        altitude: Math.round(random.next() * 300),
      },
    ],
    sensors: sensorNames.map((sensor) => ({
      sensorType: ids.id('sensor', sensor),
      sourceNameId: ids.id('sourceName', random.pick(theme.sourceNames)),
      sourceTypeId: ids.id('sourceType', random.pick(theme.sourceTypes)),
      manufacturerId: ids.id('manufacturer', random.pick(theme.manufacturers)),
      model: `${prefix}-${100 + Math.floor(random.next() * 900)}`,
      format: ids.id('format', random.pick(theme.formats)),
      schemaType: ids.id('schema', 'Time-series (timestamp, value)'),
      property: random.pick(theme.properties),
      unitOfMeasureId: ids.id('unit', random.pick(theme.units)),
    })),
    parties: [
      { role: 'originator', name: random.pick(theme.sourceNames), type: ids.id('ownerType', 'Originator') },
      { role: 'owner', name: theme.providers[0]!, type: ids.id('ownerType', 'Owner') },
    ],
  };
}

/**
 * Generates `count` realistic feeds across the demo providers: themes of real sensor data at real
 * places; about 1 in 40 belongs to a group (a main feed and two clones nearby). The active ones count
 * as published on the providers' dashboards. Answers the number of feeds created, groups included.
 */
export async function seedDemoFeeds(
  db: Db,
  count: number,
  options: { seed?: number; batchSize?: number; onProgress?: (done: number) => void } = {},
): Promise<number> {
  const [before] = await db.select({ lastId: sql<number | null>`max(${feeds.id})` }).from(feeds);
  // Large loads build the indexes once at the end instead of updating them row by row; the map's
  // cluster cells, counters and word dictionary are likewise counted once at the end (the batches
  // skip their triggers).
  const created =
    count >= 20_000
      ? await withIndexesDeferred(
          db,
          [feeds, feedLocations, feedSensors, feedParties, feedChanges, feedGroupMembers],
          () => generateFeeds(db, count, options),
        )
      : await generateFeeds(db, count, options);
  await db.execute(sql`select rebuild_map_cells()`);
  await db.execute(sql`select rebuild_feed_counts()`);
  await db.execute(sql`select rebuild_search_words()`);
  await db.execute(sql`select rebuild_feed_points()`);
  await db.execute(sql`select rebuild_map_term_cells()`);
  // Fresh statistics, so the first search after the load is planned as well as the hundredth.
  await db.execute(sql`analyze`);
  await recordPublishedFeeds(db, Number(before?.lastId ?? 0));
  return created;
}

async function generateFeeds(
  db: Db,
  count: number,
  options: { seed?: number; batchSize?: number; onProgress?: (done: number) => void },
): Promise<number> {
  const random = createRandom(options.seed ?? 2026);
  const ids = await loadValueIds(db);
  const names = await loadLookupNames(db);
  for (const state of await db.select().from(states)) usStates.set(`${state.countryId}:${state.code}`, state.id);
  const providers = await ensureProviders(db);
  const now = Date.UTC(2026, 10, 20);
  const batchSize = options.batchSize ?? 500;
  let created = 0;
  let serial = 0;
  const pending: Promise<void>[] = [];

  while (created < count) {
    const size = Math.min(batchSize, count - created);
    const batch: Generated[] = [];
    const groups: { members: number[]; theme: FeedTheme; place: Place }[] = [];
    while (batch.length < size) {
      const theme = random.pick(feedThemes);
      const place = random.pick(places);
      const provider = providers.get(random.pick(theme.providers))!;
      const room = size - batch.length;
      if (room >= 4 && random.next() < 0.025) {
        const members = [0, 1, 2].map(
          () => batch.push(generateFeed(theme, place, random, ids, provider, ++serial, now)) - 1,
        );
        members.forEach((index) => (batch[index]!.status = feedStatuses.active));
        groups.push({ members, theme, place });
        const main = batch[members[0]!]!;
        batch.push({
          ...main,
          typeId: feedTypes.group,
          name: `${place.name} ${main.theme.category.toLowerCase()} network`,
          description: `A group of ${members.length} related ${main.theme.category.toLowerCase()} feeds around ${place.name}: one main feed and its clones.`,
          extId: `GRP-${place.countryCode}-${String(++serial).padStart(7, '0')}`,
        });
      } else {
        batch.push(generateFeed(theme, place, random, ids, provider, ++serial, now));
      }
    }

    // One batch is written while the next is generated: Node and the database each keep a core busy.
    const written = db.transaction(async (tx) => {
      await tx.execute(sql`set local feedmarket.bulk_load = 'on'`);
      const repository = createCatalogRepository(tx);
      const feedIds = await repository.insertFeeds(batch, names);
      let groupIndex = batch.length - 1;
      for (const group of groups.reverse()) {
        // Each group feed directly follows its members in the batch.
        while (batch[groupIndex]!.typeId !== feedTypes.group) groupIndex -= 1;
        const groupId = feedIds[groupIndex]!;
        groupIndex -= 1;
        await repository.addGroupMembers(
          groupId,
          group.members.map((index, position) => ({
            feedId: feedIds[index]!,
            role: position === 0 ? 'main' : 'clone',
          })),
        );
      }
      await bulkInsert(
        tx,
        feedChanges,
        batch.map((feed, index) => ({
          feedId: feedIds[index]!,
          userId: feed.createdBy ?? null,
          summary: feed.typeId === feedTypes.group ? 'Group created with its main feed and clones' : 'Feed created',
          createdAt: feed.createdAt ?? new Date(now),
        })),
      );
    });
    created += batch.length;
    const done = created;
    pending.push(written.then(() => options.onProgress?.(done)));
    if (pending.length >= 2) await pending.shift();
  }
  await Promise.all(pending);
  return created;
}
