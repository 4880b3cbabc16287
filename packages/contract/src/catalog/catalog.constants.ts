/** The catalog's constants: plain values, so pages that only read them do without zod and the schemas. */

/** The search page's filters, in panel order, with the lookup their options come from. */
export const searchFilters = {
  metadataType: { label: 'Metadata type', source: 'metadataType' },
  locationCategory: { label: 'Location category', source: 17 },
  locationType: { label: 'Location type', source: 13 },
  country: { label: 'Country', source: 'country' },
  container: { label: 'Container', source: 7 },
  environment: { label: 'Environment', source: 16 },
  interactor: { label: 'Interactor', source: 18 },
  isicCode: { label: 'ISIC code', source: 'isic' },
  sourceName: { label: 'Source name', source: 22 },
  sourceType: { label: 'Source type', source: 23 },
  sensorType: { label: 'Sensor type', source: 4 },
  manufacturer: { label: 'Manufacturer', source: 25 },
  unitOfMeasure: { label: 'Measurement unit', source: 19 },
  format: { label: 'Format', source: 5 },
} as const;
export type SearchFilterKey = keyof typeof searchFilters;
export const searchFilterKeys = Object.keys(searchFilters) as [SearchFilterKey, ...SearchFilterKey[]];

/** Feed types and statuses. */
export const feedTypes = { file: 1, continuous: 2, group: 4 } as const;
export const feedStatuses = { active: 1, notActive: 2, submitted: 4, returned: 5 } as const;
/** The location type whose presence in the filter turns the geo filter on. */
export const fixedLocationType = 130;
export const milesInMetres = 1609.34;

export const searchSorts = ['DATEADDED', 'ALPHA', 'INITIAL'] as const;
export const searchPageSizeMax = 200;

export const feedTypeNames: Record<number, string> = { 1: 'File-based', 2: 'Continuous', 4: 'Group' };
export const feedStatusNames: Record<number, string> = {
  1: 'Active',
  2: 'Not active',
  4: 'Submitted for validation',
  5: 'Returned for review',
};

/** Grid size of map clusters in screen pixels, and the zoom above which feeds are not clustered. */
export const clusterGridPixels = 30;
export const clusterZoomCap = 16;
