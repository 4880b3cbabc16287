import type { SearchFilterKey, TFeedColumns } from '@feedmarket/contract/catalog/catalog.schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { feedLocations, feedParties, feeds, feedSensors } from '../../db/schema/catalog';
import { encodeFacet, isicWithAncestors } from './facet-codes';
import type { LookupNames } from './lookup-names';

export type LocationInput = Omit<typeof feedLocations.$inferInsert, 'id' | 'feedId'>;
export type SensorInput = Omit<typeof feedSensors.$inferInsert, 'id' | 'feedId'>;
export type PartyInput = Omit<typeof feedParties.$inferInsert, 'id' | 'feedId'>;

/** Everything that describes a feed, as the wizard and the seed give it. */
export type FeedInput = Omit<
  typeof feeds.$inferInsert,
  'id' | 'uid' | 'location' | 'facets' | 'columns' | 'searchVector'
> & {
  locations: LocationInput[];
  sensors: SensorInput[];
  parties: PartyInput[];
};

const domains = {
  container: 7,
  location: 13,
  environment: 16,
  locationCategory: 17,
  interactor: 18,
  unitOfMeasure: 19,
  sourceName: 22,
  sourceType: 23,
  sensorType: 4,
  format: 5,
  manufacturer: 25,
} as const;

const distinct = <T>(values: (T | null | undefined)[]): T[] => [
  ...new Set(values.filter((value): value is T => value != null)),
];

/** The derived columns of a feed row: its map position, filter facets, display columns and search vector. */
export function deriveFeedColumns(input: FeedInput, names: LookupNames) {
  const { locations, sensors, parties } = input;
  const facetValues: [SearchFilterKey, (number | string | null | undefined)[]][] = [
    ['metadataType', [input.typeId ?? 1]],
    ['locationCategory', locations.map((l) => l.locationCategory)],
    ['locationType', locations.map((l) => l.locationType)],
    ['country', locations.map((l) => l.countryId)],
    ['container', locations.map((l) => l.containerType)],
    ['environment', input.environmentIds ?? []],
    ['interactor', input.interactorIds ?? []],
    ['isicCode', (input.isicCodes ?? []).flatMap((code) => isicWithAncestors(code, (c) => names.isic(c)?.parent))],
    ['sourceName', sensors.map((s) => s.sourceNameId)],
    ['sourceType', sensors.map((s) => s.sourceTypeId)],
    ['sensorType', sensors.map((s) => s.sensorType)],
    ['manufacturer', sensors.map((s) => s.manufacturerId)],
    ['unitOfMeasure', sensors.map((s) => s.unitOfMeasureId)],
    ['format', sensors.map((s) => s.format)],
  ];
  const facets = distinct(
    facetValues.flatMap(([key, values]) => distinct(values).map((value) => encodeFacet(key, value))),
  );

  const named = (domainId: number, values: (number | null | undefined)[]) =>
    distinct(distinct(values).map((value) => names.domainValue(domainId, value)));
  const columns: TFeedColumns = {
    locationCategory: named(
      domains.locationCategory,
      locations.map((l) => l.locationCategory),
    ),
    container: named(
      domains.container,
      locations.map((l) => l.containerType),
    ),
    environment: named(domains.environment, input.environmentIds ?? []),
    interactor: named(domains.interactor, input.interactorIds ?? []),
    sourceName: named(
      domains.sourceName,
      sensors.map((s) => s.sourceNameId),
    ),
    sourceType: named(
      domains.sourceType,
      sensors.map((s) => s.sourceTypeId),
    ),
    sourceCategory: distinct([names.sourceCategory(input.sourceCategoryId)]),
    sensorType: named(
      domains.sensorType,
      sensors.map((s) => s.sensorType),
    ),
    manufacturer: named(
      domains.manufacturer,
      sensors.map((s) => s.manufacturerId),
    ),
    originators: distinct(parties.filter((p) => p.role === 'originator').map((p) => p.name)),
    owners: distinct(parties.filter((p) => p.role === 'owner').map((p) => p.name)),
    measurementUnit: named(
      domains.unitOfMeasure,
      sensors.map((s) => s.unitOfMeasureId),
    ),
    format: named(
      domains.format,
      sensors.map((s) => s.format),
    ),
    country: distinct(locations.map((l) => names.country(l.countryId))),
  };

  const placed = locations.find((l) => l.latitude != null && l.longitude != null);
  const location = placed ? { x: placed.longitude!, y: placed.latitude! } : null;

  // Names and identifiers weigh most, then the description, then everything else a visitor may type.
  const other = [
    ...Object.values(columns).flat(),
    ...locations.flatMap((l) => [l.city, l.address, l.freeText, l.sensorText]),
    ...sensors.flatMap((s) => [s.make, s.model, s.property]),
    ...(input.isicCodes ?? []).map((code) => names.isic(code)?.description),
  ]
    .filter(Boolean)
    .join(' ');
  const searchText = {
    name: input.name,
    identifiers: [input.extId, input.uri, input.urn].filter(Boolean).join(' '),
    description: input.description ?? '',
    other,
  };

  return { facets, columns, location, searchText };
}

/** The texts a feed is found by, most telling first. */
export type SearchText = { name: string; identifiers: string; description: string; other: string };

/** The weighted search vector of a feed: names and identifiers, then the description, then the rest. */
export function searchVectorOf(text: Record<keyof SearchText, SQL>): SQL {
  return sql`setweight(to_tsvector('english', ${text.name}), 'A')
    || setweight(to_tsvector('simple', ${text.identifiers}), 'A')
    || setweight(to_tsvector('english', ${text.description}), 'B')
    || setweight(to_tsvector('english', ${text.other}), 'C')`;
}
