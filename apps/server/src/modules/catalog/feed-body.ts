import { feedStatusNames, feedTypes } from '@feedmarket/contract/catalog/catalog.schemas';
import type { TEditableFeed, TFeedInput, TLocationInput } from '@feedmarket/contract/catalog/metadata.schemas';
import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import { messages } from '@feedmarket/contract/messages';
import type { feedLocations } from '../../db/schema/catalog';
import type { FeedInput } from './feed-record';
import type { LookupNames } from './lookup-names';
import type { FeedRecord } from './metadata.repository';

/** What the wizard keeps in a feed's `details`. */
type FeedDetails = Pick<TFeedInput, 'legal' | 'regulatory' | 'relations' | 'gradings'>;

const loadFrequency = { periodic: 2, continuous: 3 } as const;

/** Blank optional text is stored as none. */
const blank = (text: string | null): string | null => (text ? text : null);

/** The stored form of a wizard body, for organisation `orgId`. */
export function toFeedInput(body: TFeedInput, orgId: number): FeedInput {
  const details: FeedDetails = {
    legal: { ...body.legal, terms: blank(body.legal.terms) },
    regulatory: body.regulatory,
    relations: body.relations,
    gradings: body.gradings,
  };
  return {
    orgId,
    typeId: body.typeId,
    name: body.meta.name,
    description: body.meta.description,
    version: blank(body.meta.version),
    imageUrl: blank(body.meta.imageUrl),
    extId: blank(body.identifier.extId),
    urn: blank(body.identifier.urn),
    uri: blank(body.identifier.uri),
    categoryId: body.categoryId,
    isicCodes: body.isicCodes,
    requireLegalReview: body.requireLegalReview,
    loadFrequencyType: body.typeId === feedTypes.continuous ? loadFrequency.continuous : loadFrequency.periodic,
    updateIntervalType: body.updateIntervalType,
    sourceCategoryId: body.sourceCategoryId,
    containerNameId: body.environment.containerNameId,
    environmentIds: body.environment.environmentInfos,
    interactorIds: body.environment.interactors,
    citation: blank(body.citation.text),
    details,
    locations: body.containers.map(({ location, ...container }) => ({
      containerType: container.type,
      legalType: container.legalType,
      parentId: container.parentId,
      locationCategory: container.locationCategory,
      locationType: container.locationType,
      locationSubType: container.locationSubType,
      address: blank(location.address),
      city: blank(location.city),
      postalCode: blank(location.postalCode),
      countryId: location.countryId,
      stateId: location.stateTerritory,
      latitude: location.latitude,
      longitude: location.longitude,
      altitude: location.altitude,
      radius: location.radius,
      radiusUnit: location.radiusUnit,
      freeText: blank(location.freeText),
      sensorText: blank(location.sensorText),
      points: location.latLonInfo.length ? location.latLonInfo : null,
    })),
    sensors: body.dataset.map(({ sensorInfo, schemaInfo }) => ({
      sensorType: sensorInfo.type,
      sourceNameId: sensorInfo.sourceNameId,
      sourceTypeId: sensorInfo.sourceTypeId,
      manufacturerId: sensorInfo.manufacturerId,
      make: blank(sensorInfo.make),
      model: blank(sensorInfo.model),
      version: blank(sensorInfo.version),
      format: schemaInfo.format,
      schemaType: schemaInfo.type,
      unitOfMeasureId: schemaInfo.unitOfMeasureId,
      property: blank(schemaInfo.property),
      body: blank(schemaInfo.body),
    })),
    parties: [
      ...body.ownership.originators.map((party) => ({ ...party, role: 'originator' as const })),
      ...body.ownership.owners.map((party) => ({ ...party, role: 'owner' as const })),
    ],
  };
}

/** A stored location in the spec's container shape. */
export function containerOf(l: typeof feedLocations.$inferSelect): TLocationInput {
  return {
    type: l.containerType,
    legalType: l.legalType,
    parentId: l.parentId,
    locationCategory: l.locationCategory,
    locationType: l.locationType,
    locationSubType: l.locationSubType,
    location: {
      address: l.address,
      city: l.city,
      postalCode: l.postalCode,
      countryId: l.countryId,
      stateTerritory: l.stateId,
      latitude: l.latitude,
      longitude: l.longitude,
      altitude: l.altitude,
      radius: l.radius,
      radiusUnit: l.radiusUnit,
      freeText: l.freeText,
      sensorText: l.sensorText,
      latLonInfo: l.points ?? [],
    },
  };
}

/** The wizard body of a stored feed. */
export function toFeedBody(record: FeedRecord): TFeedInput {
  const details = record.details as Partial<FeedDetails>;
  const party = ({ originatorId, name, type }: FeedRecord['parties'][number]) => ({ originatorId, name, type });
  return {
    // Group feeds are edited with the group wizard; their body reads as a file-based feed's.
    typeId: record.typeId === feedTypes.continuous ? 2 : 1,
    meta: { name: record.name, description: record.description, version: record.version, imageUrl: record.imageUrl },
    identifier: { extId: record.extId, urn: record.urn, uri: record.uri },
    categoryId: record.categoryId,
    isicCodes: record.isicCodes,
    requireLegalReview: record.requireLegalReview,
    updateIntervalType: record.updateIntervalType,
    sourceCategoryId: record.sourceCategoryId,
    ownership: {
      originators: record.parties.filter((p) => p.role === 'originator').map(party),
      owners: record.parties.filter((p) => p.role === 'owner').map(party),
    },
    environment: {
      containerNameId: record.containerNameId,
      environmentInfos: record.environmentIds,
      interactors: record.interactorIds,
    },
    containers: record.locations.map(containerOf),
    dataset: record.sensors.map((s) => ({
      sensorInfo: {
        type: s.sensorType,
        sourceNameId: s.sourceNameId,
        sourceTypeId: s.sourceTypeId,
        manufacturerId: s.manufacturerId,
        make: s.make,
        model: s.model,
        version: s.version,
      },
      schemaInfo: {
        format: s.format,
        type: s.schemaType,
        unitOfMeasureId: s.unitOfMeasureId,
        property: s.property,
        body: s.body,
      },
    })),
    legal: {
      licence: details.legal?.licence ?? null,
      terms: details.legal?.terms ?? null,
      customEntries: details.legal?.customEntries ?? [],
    },
    regulatory: details.regulatory ?? [],
    relations: details.relations ?? [],
    gradings: details.gradings ?? [],
    citation: { text: record.citation },
  };
}

export function presentEditableFeed(record: FeedRecord): TEditableFeed {
  return {
    ...toFeedBody(record),
    id: record.id,
    uid: record.uid,
    orgId: record.orgId,
    status: record.status,
    statusText: feedStatusNames[record.status] ?? String(record.status),
    clonedFromId: record.clonedFromId,
    updateDate: formatDateTime(record.updatedAt),
  };
}

/** Fields of a body naming lookup values that do not exist, each with the catalogue's message. */
/** Fields of locations naming values their lookups do not have; shared by feeds and groups. */
export function unknownLocationValues(containers: TFeedInput['containers'], names: LookupNames): string[] {
  const fields: string[] = [];
  const check = (field: string, domainId: number, value: number | null | undefined) => {
    if (value != null && !names.domainValue(domainId, value)) fields.push(field);
  };
  containers.forEach((container, index) => {
    const at = `containers.${index}`;
    check(`${at}.type`, 7, container.type);
    check(`${at}.locationCategory`, 17, container.locationCategory);
    check(`${at}.locationType`, 13, container.locationType);
    check(`${at}.locationSubType`, 13, container.locationSubType);
    check(`${at}.location.radiusUnit`, 24, container.location.radiusUnit);
    const { countryId } = container.location;
    if (countryId != null && !names.country(countryId)) fields.push(`${at}.location.countryId`);
  });
  return fields;
}

export function unknownLookupValues(
  body: TFeedInput,
  names: LookupNames,
  isKnownInterval: (id: number) => boolean,
): { field: string; message: string }[] {
  const fields: string[] = [];
  const check = (field: string, domainId: number, value: number | null | undefined) => {
    if (value != null && !names.domainValue(domainId, value)) fields.push(field);
  };
  const checkAll = (field: string, domainId: number, values: number[]) =>
    values.forEach((value, index) => check(`${field}.${index}`, domainId, value));

  check('categoryId', 1, body.categoryId);
  body.isicCodes.forEach((code, index) => names.isic(code) || fields.push(`isicCodes.${index}`));
  if (body.sourceCategoryId != null && !names.sourceCategory(body.sourceCategoryId)) fields.push('sourceCategoryId');
  if (body.updateIntervalType != null && !isKnownInterval(body.updateIntervalType)) fields.push('updateIntervalType');
  (['originators', 'owners'] as const).forEach((role) =>
    body.ownership[role].forEach((party, index) => check(`ownership.${role}.${index}.type`, 6, party.type)),
  );
  check('environment.containerNameId', 21, body.environment.containerNameId);
  checkAll('environment.environmentInfos', 16, body.environment.environmentInfos);
  checkAll('environment.interactors', 18, body.environment.interactors);
  fields.push(...unknownLocationValues(body.containers, names));
  body.dataset.forEach(({ sensorInfo, schemaInfo }, index) => {
    const at = `dataset.${index}`;
    check(`${at}.sensorInfo.type`, 4, sensorInfo.type);
    check(`${at}.sensorInfo.sourceNameId`, 22, sensorInfo.sourceNameId);
    check(`${at}.sensorInfo.sourceTypeId`, 23, sensorInfo.sourceTypeId);
    check(`${at}.sensorInfo.manufacturerId`, 25, sensorInfo.manufacturerId);
    check(`${at}.schemaInfo.format`, 5, schemaInfo.format);
    check(`${at}.schemaInfo.type`, 8, schemaInfo.type);
    check(`${at}.schemaInfo.unitOfMeasureId`, 19, schemaInfo.unitOfMeasureId);
  });
  check('legal.licence', 10, body.legal.licence);
  checkAll('regulatory', 14, body.regulatory);
  body.relations.forEach((relation, index) => check(`relations.${index}.type`, 11, relation.type));
  checkAll('gradings', 12, body.gradings);
  return fields.map((field) => ({ field, message: messages.invalid }));
}

/** Top-level fields whose values differ between two bodies, for the changelog. */
export function changedFields(
  before: TFeedInput,
  after: TFeedInput,
): { field: string; from?: unknown; to?: unknown }[] {
  const keys = Object.keys(after) as (keyof TFeedInput)[];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => {
      const from = before[key];
      const to = after[key];
      // Scalars and short objects are kept; large sections are only named.
      const small = (value: unknown) => JSON.stringify(value ?? null).length <= 300;
      return small(from) && small(to) ? { field: key, from, to } : { field: key };
    });
}
