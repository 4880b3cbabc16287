import type { TFeedColumns } from '@feedmarket/contract/catalog/catalog.schemas';

export type FeedColumnKey = keyof TFeedColumns;

/** The list view's optional columns, in the order the column chooser offers them. */
export const feedColumnLabels: Record<FeedColumnKey, string> = {
  locationCategory: 'Location category',
  container: 'Container',
  environment: 'Environment',
  interactor: 'Interactor',
  sourceName: 'Source name',
  sourceType: 'Source type',
  sourceCategory: 'Source category',
  sensorType: 'Sensor type',
  manufacturer: 'Manufacturer',
  originators: 'Originators',
  owners: 'Owners',
  measurementUnit: 'Measurement unit',
  format: 'Format',
  country: 'Country',
};

export const feedColumnKeys = Object.keys(feedColumnLabels) as FeedColumnKey[];

/** The column chooser starts with the first two columns shown (consumer spec §2). */
export const defaultVisibleColumns: FeedColumnKey[] = feedColumnKeys.slice(0, 2);

/** Reads a remembered column choice, dropping unknown keys; nothing usable gives the default. */
export function parseVisibleColumns(raw: string | null): FeedColumnKey[] {
  if (raw === null) return defaultVisibleColumns;
  const chosen = raw.split(',').filter((key): key is FeedColumnKey => (feedColumnKeys as string[]).includes(key));
  // Keep the chooser's order whatever order they were picked in.
  return feedColumnKeys.filter((key) => chosen.includes(key));
}
