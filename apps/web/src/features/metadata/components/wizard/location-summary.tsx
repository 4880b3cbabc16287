import { Stack, Text } from '@mantine/core';

import { useCountries } from '../../../../lib/lookups';
import { useLocationSubtypes } from '../../api/get-location-subtypes';
import { useLookupNames } from '../../api/get-lookup';
import type { LocationValues } from './feed-form-values';
import type { SummaryRow } from './summary-section';

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** Names of the places of a feed's locations, shared by the feed and group summaries. */
export function useLocationRows(): (locations: readonly LocationValues[]) => SummaryRow[] {
  const containerName = useLookupNames(7);
  const categoryName = useLookupNames(17);
  const typeName = useLookupNames(13);
  const unitName = useLookupNames(24);
  const subtypes = useLocationSubtypes(13, 130);
  const countries = useCountries();
  return (locations) =>
    locations.map((location, index) => {
      const { location: place } = location;
      const subtype = subtypes.data?.find((option) => option.value === location.locationSubType)?.name;
      const country = countries.data?.find((option) => option.value === place.countryId)?.name;
      const coordinates =
        place.latitude || place.longitude ? `${place.latitude || '?'}, ${place.longitude || '?'}` : null;
      const points = place.latLonInfo.length
        ? place.latLonInfo.map((point) => `(${point.latitude}, ${point.longitude})`).join(' ')
        : null;
      const radius = place.radius ? joined(place.radius, unitName(place.radiusUnit)) : null;
      const value = (
        <Stack gap={2}>
          <Text size="sm">
            {joined(typeName(location.locationType), subtype, categoryName(location.locationCategory)) || 'Not set'}
          </Text>
          <Text size="sm" c="dimmed">
            {joined(
              // The container is often the location type itself (130 Fixed location): say it once.
              containerName(location.type) === typeName(location.locationType) ? null : containerName(location.type),
              place.address,
              place.city,
              place.postalCode,
              country,
              coordinates,
              points,
              place.altitude ? `altitude ${place.altitude} m` : null,
              radius ? `radius ${radius}` : null,
            )}
          </Text>
          {place.freeText && <Text size="sm">{place.freeText}</Text>}
        </Stack>
      );
      return { label: `Location ${index + 1}`, value };
    });
}
