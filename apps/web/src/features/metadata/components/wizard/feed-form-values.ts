import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import {
  defaultContainerType,
  type TDatasetInput,
  type TFeedInput,
  type TLocationInput,
  type TStepIssue,
} from '@feedmarket/contract/catalog/metadata.schemas';
import { messages } from '@feedmarket/contract/messages';
import { isValidLatitude, isValidLongitude } from '@feedmarket/contract/validators/feed-rules';

/**
 * The metadata wizard's form: the feed body (`ZFeedBody`) with the same paths, so an issue's field
 * (`containers.0.location.latitude`) names a form field as it is. Texts are never null (inputs hold
 * ''), numbers typed by hand stay text until saved, and list items carry a key for React.
 */
export type PartyValues = { key: string; originatorId: number | null; name: string; type: number | null };
export type PointValues = { key: string; latitude: string; longitude: string; label: string };

export type LocationValues = {
  key: string;
  type: number | null;
  legalType: number | null;
  parentId: number | null;
  locationCategory: number | null;
  locationType: number | null;
  locationSubType: number | null;
  location: {
    address: string;
    city: string;
    postalCode: string;
    countryId: number | null;
    stateTerritory: number | null;
    latitude: string;
    longitude: string;
    altitude: string;
    radius: string;
    radiusUnit: number | null;
    freeText: string;
    sensorText: string;
    latLonInfo: PointValues[];
  };
};

export type DatasetValues = {
  key: string;
  sensorInfo: {
    type: number | null;
    sourceNameId: number | null;
    sourceTypeId: number | null;
    manufacturerId: number | null;
    make: string;
    model: string;
    version: string;
  };
  schemaInfo: {
    format: number | null;
    type: number | null;
    unitOfMeasureId: number | null;
    property: string;
    body: string;
  };
};

export type RelationValues = { key: string; type: number | null; target: string };

export type FeedFormValues = {
  typeId: typeof feedTypes.file | typeof feedTypes.continuous;
  meta: { name: string; description: string; version: string; imageUrl: string };
  identifier: { extId: string; urn: string; uri: string };
  categoryId: number | null;
  isicCodes: string[];
  requireLegalReview: boolean;
  updateIntervalType: number | null;
  sourceCategoryId: number | null;
  ownership: { originators: PartyValues[]; owners: PartyValues[] };
  environment: { containerNameId: number | null; environmentInfos: number[]; interactors: number[] };
  containers: LocationValues[];
  dataset: DatasetValues[];
  legal: { licence: number | null; terms: string; customEntries: number[] };
  regulatory: number[];
  relations: RelationValues[];
  gradings: number[];
  citation: { text: string };
};

let lastKey = 0;
/** A key for a new list item; only React reads it, so a counter is enough. */
export function newKey(): string {
  lastKey += 1;
  return `item-${lastKey}`;
}

const text = (value: string | null | undefined): string => value ?? '';
const numberText = (value: number | null | undefined): string => (value == null ? '' : String(value));

export function emptyParty(fields: Partial<Omit<PartyValues, 'key'>> = {}): PartyValues {
  return { key: newKey(), originatorId: null, name: '', type: null, ...fields };
}

export function emptyPoint(fields: Partial<Omit<PointValues, 'key'>> = {}): PointValues {
  return { key: newKey(), latitude: '', longitude: '', label: '', ...fields };
}

/** A new location: a fixed place (container type 130) until the user says otherwise. */
export function emptyLocation(): LocationValues {
  return {
    key: newKey(),
    type: defaultContainerType,
    legalType: null,
    parentId: null,
    locationCategory: null,
    locationType: null,
    locationSubType: null,
    location: {
      address: '',
      city: '',
      postalCode: '',
      countryId: null,
      stateTerritory: null,
      latitude: '',
      longitude: '',
      altitude: '',
      radius: '',
      radiusUnit: null,
      freeText: '',
      sensorText: '',
      latLonInfo: [],
    },
  };
}

export function emptyDataset(): DatasetValues {
  return {
    key: newKey(),
    sensorInfo: {
      type: null,
      sourceNameId: null,
      sourceTypeId: null,
      manufacturerId: null,
      make: '',
      model: '',
      version: '',
    },
    schemaInfo: { format: null, type: null, unitOfMeasureId: null, property: '', body: '' },
  };
}

export function emptyRelation(): RelationValues {
  return { key: newKey(), type: null, target: '' };
}

/** A new feed: file-based, with one dataset and one location to fill in. */
export function emptyFeedValues(): FeedFormValues {
  return {
    typeId: feedTypes.file,
    meta: { name: '', description: '', version: '', imageUrl: '' },
    identifier: { extId: '', urn: '', uri: '' },
    categoryId: null,
    isicCodes: [],
    requireLegalReview: false,
    updateIntervalType: null,
    sourceCategoryId: null,
    ownership: { originators: [], owners: [] },
    environment: { containerNameId: null, environmentInfos: [], interactors: [] },
    containers: [emptyLocation()],
    dataset: [emptyDataset()],
    legal: { licence: null, terms: '', customEntries: [] },
    regulatory: [],
    relations: [],
    gradings: [],
    citation: { text: '' },
  };
}

export function locationToValues(container: TLocationInput): LocationValues {
  const { location } = container;
  return {
    key: newKey(),
    type: container.type,
    legalType: container.legalType,
    parentId: container.parentId,
    locationCategory: container.locationCategory,
    locationType: container.locationType,
    locationSubType: container.locationSubType,
    location: {
      address: text(location.address),
      city: text(location.city),
      postalCode: text(location.postalCode),
      countryId: location.countryId,
      stateTerritory: location.stateTerritory,
      latitude: numberText(location.latitude),
      longitude: numberText(location.longitude),
      altitude: numberText(location.altitude),
      radius: numberText(location.radius),
      radiusUnit: location.radiusUnit,
      freeText: text(location.freeText),
      sensorText: text(location.sensorText),
      latLonInfo: location.latLonInfo.map((point) =>
        emptyPoint({
          latitude: String(point.latitude),
          longitude: String(point.longitude),
          label: text(point.label),
        }),
      ),
    },
  };
}

function datasetToValues(dataset: TDatasetInput): DatasetValues {
  const { sensorInfo, schemaInfo } = dataset;
  return {
    key: newKey(),
    sensorInfo: {
      type: sensorInfo.type,
      sourceNameId: sensorInfo.sourceNameId,
      sourceTypeId: sensorInfo.sourceTypeId,
      manufacturerId: sensorInfo.manufacturerId,
      make: text(sensorInfo.make),
      model: text(sensorInfo.model),
      version: text(sensorInfo.version),
    },
    schemaInfo: {
      format: schemaInfo.format,
      type: schemaInfo.type,
      unitOfMeasureId: schemaInfo.unitOfMeasureId,
      property: text(schemaInfo.property),
      body: text(schemaInfo.body),
    },
  };
}

/** The form of a saved feed (`GET /metadata/{id}/editable`). */
export function feedToValues(feed: TFeedInput): FeedFormValues {
  return {
    typeId: feed.typeId,
    meta: {
      name: feed.meta.name,
      description: feed.meta.description,
      version: text(feed.meta.version),
      imageUrl: text(feed.meta.imageUrl),
    },
    identifier: {
      extId: text(feed.identifier.extId),
      urn: text(feed.identifier.urn),
      uri: text(feed.identifier.uri),
    },
    categoryId: feed.categoryId,
    isicCodes: [...feed.isicCodes],
    requireLegalReview: feed.requireLegalReview,
    updateIntervalType: feed.updateIntervalType,
    sourceCategoryId: feed.sourceCategoryId,
    ownership: {
      originators: feed.ownership.originators.map((party) => emptyParty(party)),
      owners: feed.ownership.owners.map((party) => emptyParty(party)),
    },
    environment: {
      containerNameId: feed.environment.containerNameId,
      environmentInfos: [...feed.environment.environmentInfos],
      interactors: [...feed.environment.interactors],
    },
    containers: feed.containers.map(locationToValues),
    dataset: feed.dataset.map(datasetToValues),
    legal: {
      licence: feed.legal.licence,
      terms: text(feed.legal.terms),
      customEntries: [...feed.legal.customEntries],
    },
    regulatory: [...feed.regulatory],
    relations: feed.relations.map((relation) => ({ key: newKey(), type: relation.type, target: relation.target })),
    gradings: [...feed.gradings],
    citation: { text: text(feed.citation.text) },
  };
}

/** The sections a preset may fill; identity and description stay the user's. */
export type FeedPreset = { body: Partial<TFeedInput> };

/**
 * A new feed started from a preset: the preset's sections replace the form's, while name,
 * description and identifiers typed so far are kept.
 */
export function applyPreset(values: FeedFormValues, preset: FeedPreset): FeedFormValues {
  const { meta: _meta, identifier: _identifier, ...sections } = preset.body;
  // A section the preset leaves out may come as undefined: it must not wipe the form's.
  const given = Object.fromEntries(Object.entries(sections).filter(([, value]) => value !== undefined));
  const presetValues = feedToValues({ ...toFeedDraft(values), ...given });
  return { ...presetValues, meta: values.meta, identifier: values.identifier };
}

const optional = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
};

// Whole or decimal numbers as typed, with a comma or a dot before the decimals (consumer spec §5).
const numberPattern = /^-?\d+(?:\.\d+)?$/;

/** The typed number with its decimal comma read as a dot: "47,5" is 47.5. */
const numberTextOf = (value: string) => value.trim().replace(',', '.');

function coordinateOf(
  problems: TStepIssue[],
  field: string,
  value: string,
  isValid: (text: string) => boolean,
): number | null {
  const trimmed = numberTextOf(value);
  if (!trimmed) return null;
  if (!isValid(trimmed)) {
    problems.push({ field, message: messages.invalid });
    return null;
  }
  return Number(trimmed);
}

function decimalOf(problems: TStepIssue[], field: string, value: string): number | null {
  const trimmed = numberTextOf(value);
  if (!trimmed) return null;
  if (!numberPattern.test(trimmed)) {
    problems.push({ field, message: messages.number });
    return null;
  }
  return Number(trimmed);
}

/**
 * The body of the locations at `path` (`containers`), adding to `problems` the typed coordinates and
 * numbers that cannot be read. Shared by the metadata and group wizards.
 */
export function valuesToLocations(
  containers: readonly LocationValues[],
  path: string,
  problems: TStepIssue[],
): TLocationInput[] {
  const coordinate = (field: string, value: string, isValid: (text: string) => boolean) =>
    coordinateOf(problems, field, value, isValid);
  const decimal = (field: string, value: string) => decimalOf(problems, field, value);
  return containers.map((container, index): TLocationInput => {
    const at = `${path}.${index}.location`;
    const { location } = container;
    const latLonInfo = location.latLonInfo.flatMap((point, pointIndex) => {
      const latitude = coordinate(`${at}.latLonInfo.${pointIndex}.latitude`, point.latitude, isValidLatitude);
      const longitude = coordinate(`${at}.latLonInfo.${pointIndex}.longitude`, point.longitude, isValidLongitude);
      if (latitude === null || longitude === null) {
        if (latitude === null && !point.latitude.trim())
          problems.push({ field: `${at}.latLonInfo.${pointIndex}.latitude`, message: messages.required });
        if (longitude === null && !point.longitude.trim())
          problems.push({ field: `${at}.latLonInfo.${pointIndex}.longitude`, message: messages.required });
        return [];
      }
      const label = optional(point.label);
      return [label ? { latitude, longitude, label } : { latitude, longitude }];
    });
    return {
      type: container.type ?? defaultContainerType,
      legalType: container.legalType,
      parentId: container.parentId,
      locationCategory: container.locationCategory,
      locationType: container.locationType,
      locationSubType: container.locationSubType,
      location: {
        address: optional(location.address),
        city: optional(location.city),
        postalCode: optional(location.postalCode),
        countryId: location.countryId,
        stateTerritory: location.stateTerritory,
        latitude: coordinate(`${at}.latitude`, location.latitude, isValidLatitude),
        longitude: coordinate(`${at}.longitude`, location.longitude, isValidLongitude),
        altitude: decimal(`${at}.altitude`, location.altitude),
        radius: decimal(`${at}.radius`, location.radius),
        radiusUnit: location.radiusUnit,
        freeText: optional(location.freeText),
        sensorText: optional(location.sensorText),
        latLonInfo,
      },
    };
  });
}

/** The body of a form and the typed values that cannot become one (coordinates and numbers). */
export type FeedConversion = { feed: TFeedInput; problems: TStepIssue[] };

/** Converts the form into the body the server takes, collecting text that is not a valid number. */
export function valuesToFeed(values: FeedFormValues): FeedConversion {
  const problems: TStepIssue[] = [];
  const containers = valuesToLocations(values.containers, 'containers', problems);

  // A relation row left empty is dropped; a half-filled one must be completed.
  const relations = values.relations.flatMap((relation, index) => {
    const target = relation.target.trim();
    if (relation.type === null && !target) return [];
    if (relation.type === null) problems.push({ field: `relations.${index}.type`, message: messages.required });
    if (!target) problems.push({ field: `relations.${index}.target`, message: messages.required });
    return [{ type: relation.type ?? 0, target }];
  });

  const party = ({ originatorId, name, type }: PartyValues) => ({ originatorId, name: name.trim(), type });

  const feed: TFeedInput = {
    typeId: values.typeId,
    meta: {
      name: values.meta.name.trim(),
      description: values.meta.description.trim(),
      version: optional(values.meta.version),
      imageUrl: optional(values.meta.imageUrl),
    },
    identifier: {
      extId: optional(values.identifier.extId),
      urn: optional(values.identifier.urn),
      uri: optional(values.identifier.uri),
    },
    categoryId: values.categoryId,
    isicCodes: [...values.isicCodes],
    requireLegalReview: values.requireLegalReview,
    // Only a continuous feed has an update interval; a file-based one keeps none.
    updateIntervalType: values.typeId === feedTypes.continuous ? values.updateIntervalType : null,
    sourceCategoryId: values.sourceCategoryId,
    ownership: {
      originators: values.ownership.originators.map(party),
      owners: values.ownership.owners.map(party),
    },
    environment: {
      containerNameId: values.environment.containerNameId,
      environmentInfos: [...values.environment.environmentInfos],
      interactors: [...values.environment.interactors],
    },
    containers,
    dataset: values.dataset.map(({ sensorInfo, schemaInfo }) => ({
      sensorInfo: {
        type: sensorInfo.type,
        sourceNameId: sensorInfo.sourceNameId,
        sourceTypeId: sensorInfo.sourceTypeId,
        manufacturerId: sensorInfo.manufacturerId,
        make: optional(sensorInfo.make),
        model: optional(sensorInfo.model),
        version: optional(sensorInfo.version),
      },
      schemaInfo: {
        format: schemaInfo.format,
        type: schemaInfo.type,
        unitOfMeasureId: schemaInfo.unitOfMeasureId,
        property: optional(schemaInfo.property),
        body: optional(schemaInfo.body),
      },
    })),
    legal: {
      licence: values.legal.licence,
      terms: optional(values.legal.terms),
      customEntries: [...values.legal.customEntries],
    },
    regulatory: [...values.regulatory],
    relations,
    gradings: [...values.gradings],
    citation: { text: optional(values.citation.text) },
  };
  return { feed, problems };
}

/** The body of a form, ignoring text that is not a number (for comparing and presets, not for saving). */
export function toFeedDraft(values: FeedFormValues): TFeedInput {
  return valuesToFeed(values).feed;
}

/** A fingerprint of what would be saved: equal fingerprints mean nothing changed. */
export function feedFingerprint(values: FeedFormValues): string {
  // List item keys are React's, not the feed's: a reloaded feed gets new ones.
  return JSON.stringify(values, (name: string, value: unknown) => (name === 'key' ? undefined : value));
}
