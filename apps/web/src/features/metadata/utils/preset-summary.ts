import { feedTypeNames } from '@feedmarket/contract/catalog/catalog.constants';
import {
  feedSteps,
  feedStepTitles,
  type FeedStep,
  type TDatasetInput,
  type TFeedInput,
} from '@feedmarket/contract/catalog/metadata.schemas';

/** One wizard step a preset fills, and what it fills there in words ("Format and schema type"). */
export type PresetStepSummary = { step: FeedStep; title: string; fills: string };

// A preset's body comes as stored: a field may be missing, null, empty text or an empty list.
const hasValue = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;

const counted = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

type DatasetPart = Partial<{ [Key in keyof TDatasetInput]: Partial<TDatasetInput[Key]> }>;

/**
 * What a preset fills in, step by step in the wizard's order, named as the wizard's fields are; steps
 * the preset leaves alone are not listed. Name, description and identifiers never come from a preset.
 */
export function summarisePreset(body: Partial<TFeedInput>): PresetStepSummary[] {
  const datasets: readonly DatasetPart[] = body.dataset ?? [];
  const inAnyDataset = (pick: (dataset: DatasetPart) => unknown): boolean =>
    datasets.some((dataset) => hasValue(pick(dataset)));
  const count = (list: readonly unknown[] | undefined, one: string, many?: string): string | null =>
    list?.length ? counted(list.length, one, many) : null;
  const named = (value: unknown, name: string): string | null => (hasValue(value) ? name : null);
  const typeName = body.typeId === undefined ? undefined : feedTypeNames[body.typeId];

  const fills: Record<FeedStep, (string | null)[]> = {
    describe: [
      typeName ? `${typeName.toLowerCase()} feed` : null,
      named(body.categoryId, 'category'),
      count(body.isicCodes, 'ISIC code'),
      body.requireLegalReview ? 'legal review' : null,
    ],
    continuous: [named(body.updateIntervalType, 'update interval')],
    ownership: [count(body.ownership?.originators, 'originator'), count(body.ownership?.owners, 'owner')],
    source: [
      named(body.sourceCategoryId, 'source category'),
      inAnyDataset((dataset) => dataset.sensorInfo?.sourceNameId) ? 'source name' : null,
      inAnyDataset((dataset) => dataset.sensorInfo?.sourceTypeId) ? 'source type' : null,
    ],
    geolocation: [count(body.containers, 'location')],
    environment: [
      named(body.environment?.containerNameId, 'container name'),
      count(body.environment?.environmentInfos, 'environment'),
      count(body.environment?.interactors, 'interactor'),
    ],
    legal: [
      named(body.legal?.licence, 'licence'),
      named(body.legal?.terms, 'terms'),
      count(body.legal?.customEntries, 'custom list entry', 'custom list entries'),
      count(body.regulatory, 'regulation'),
    ],
    schema: [
      inAnyDataset((dataset) => dataset.schemaInfo?.format) ? 'format' : null,
      inAnyDataset((dataset) => dataset.schemaInfo?.type) ? 'schema type' : null,
      inAnyDataset((dataset) => dataset.schemaInfo?.unitOfMeasureId) ? 'unit of measure' : null,
      inAnyDataset((dataset) => dataset.schemaInfo?.property) ? 'property' : null,
      inAnyDataset((dataset) => dataset.schemaInfo?.body) ? 'schema' : null,
    ],
    datasets: [
      inAnyDataset((dataset) => dataset.sensorInfo?.type) ? 'sensor type' : null,
      inAnyDataset((dataset) => dataset.sensorInfo?.manufacturerId) ? 'manufacturer' : null,
      inAnyDataset((dataset) => dataset.sensorInfo?.make) ? 'make' : null,
      inAnyDataset((dataset) => dataset.sensorInfo?.model) ? 'model' : null,
      inAnyDataset((dataset) => dataset.sensorInfo?.version) ? 'sensor version' : null,
    ],
    linking: [
      count(body.relations, 'relation'),
      count(body.gradings, 'data grade'),
      named(body.citation?.text, 'citation'),
    ],
  };

  return feedSteps.flatMap((step) => {
    const words = fills[step].filter((word): word is string => word !== null);
    return words.length ? [{ step, title: feedStepTitles[step], fills: capitalised(joinWords(words)) }] : [];
  });
}
