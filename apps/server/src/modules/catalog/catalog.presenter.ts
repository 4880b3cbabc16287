import {
  feedStatusNames,
  feedTypeNames,
  type TChangelogEntry,
  type TFeedDetail,
  type TFeedSummary,
} from '@feedmarket/contract/catalog/catalog.schemas';
import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import type { feedLocations, feedParties, feedSensors } from '../../db/schema/catalog';
import type { Viewer } from '../access/feed-access';
import type { FeedSummaryRow } from './catalog.repository';
import { containerOf } from './feed-body';
import type { LookupNames } from './lookup-names';

export function presentFeedSummary(row: FeedSummaryRow, viewer: Viewer): TFeedSummary {
  return {
    id: row.id,
    uid: row.uid,
    type: row.typeId,
    status: row.status,
    meta: { name: row.name, description: row.description },
    identifier: { extId: row.extId, uri: row.uri },
    orgId: row.orgId,
    orgName: row.orgName,
    loadFrequencyType: row.loadFrequencyType,
    updateIntervalType: row.updateIntervalType,
    createDate: formatDateTime(row.createdAt),
    createUserName: row.createUserName,
    updateDate: formatDateTime(row.updatedAt),
    updateUserName: row.updateUserName,
    sourceCat: row.sourceCategoryId,
    sourceCatText: row.sourceCategoryName,
    geometry: row.location ? { lat: row.location.y, lon: row.location.x } : null,
    title: row.name,
    description: row.description,
    columns: row.columns,
    alreadyAvailable: viewer.orgId === row.orgId,
  };
}

type DetailParts = {
  locations: (typeof feedLocations.$inferSelect)[];
  sensors: (typeof feedSensors.$inferSelect)[];
  parties: (typeof feedParties.$inferSelect)[];
  details: {
    urn: string | null;
    version: string | null;
    imageUrl: string | null;
    requireLegalReview: boolean;
    citation: string | null;
    containerNameId: number | null;
    environmentIds: number[];
    interactorIds: number[];
    isicCodes: string[];
    details: Record<string, unknown>;
  };
  numberOfMembers: number;
};

export function presentFeedDetail(
  row: FeedSummaryRow,
  viewer: Viewer,
  parts: DetailParts,
  names: LookupNames,
): TFeedDetail {
  const name = (domainId: number, value: number | null) => names.domainValue(domainId, value) ?? null;
  const party = (p: typeof feedParties.$inferSelect) => ({
    originatorId: p.originatorId,
    name: p.name,
    type: p.type,
    typeName: name(6, p.type),
  });
  const { details } = parts;
  return {
    ...presentFeedSummary(row, viewer),
    statusText: feedStatusNames[row.status] ?? String(row.status),
    typeText: feedTypeNames[row.typeId] ?? String(row.typeId),
    identifier: { id: row.id, extId: row.extId, urn: details.urn, uri: row.uri },
    version: details.version,
    imageUrl: details.imageUrl,
    requireLegalReview: details.requireLegalReview,
    citation: { text: details.citation },
    isicCodes: details.isicCodes.map((code) => ({ code, name: names.isic(code)?.description ?? code })),
    ownership: {
      originators: parts.parties.filter((p) => p.role === 'originator').map(party),
      owners: parts.parties.filter((p) => p.role === 'owner').map(party),
    },
    environment: {
      containerNameId: details.containerNameId,
      containerName: name(21, details.containerNameId),
      environmentInfos: details.environmentIds.map((value) => ({ value, name: name(16, value) ?? String(value) })),
      interactors: details.interactorIds.map((value) => ({ value, name: name(18, value) ?? String(value) })),
    },
    containers: parts.locations.map((l) => {
      const container = containerOf(l);
      return {
        ...container,
        id: l.id,
        location: { ...container.location, country: names.country(l.countryId) ?? null },
      };
    }),
    dataset: parts.sensors.map((s) => ({
      id: s.id,
      sensorInfo: {
        type: s.sensorType,
        typeName: name(4, s.sensorType),
        sourceNameId: s.sourceNameId,
        sourceName: name(22, s.sourceNameId),
        sourceTypeId: s.sourceTypeId,
        sourceType: name(23, s.sourceTypeId),
        manufacturerId: s.manufacturerId,
        manufacturer: name(25, s.manufacturerId),
        make: s.make,
        model: s.model,
        version: s.version,
      },
      schemaInfo: {
        format: s.format,
        formatName: name(5, s.format),
        type: s.schemaType,
        typeName: name(8, s.schemaType),
        property: s.property,
        body: s.body,
        unitOfMeasureId: s.unitOfMeasureId,
        unitOfMeasure: name(19, s.unitOfMeasureId),
      },
    })),
    details: details.details,
    numberOfMembers: parts.numberOfMembers,
  };
}

export function presentChange(row: {
  id: number;
  feedId: number;
  summary: string;
  changes: TChangelogEntry['changes'];
  createdAt: Date;
  userName: string | null;
}): TChangelogEntry {
  return {
    id: row.id,
    feedId: row.feedId,
    summary: row.summary,
    changes: row.changes,
    createDate: formatDateTime(row.createdAt),
    userName: row.userName,
  };
}
