import {
  ActionIcon,
  Button,
  Group,
  Input,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconEraser, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';

import { feedLimits, locationSubTypes } from '@feedmarket/contract/catalog/metadata.schemas';
import { locationRanges } from '@feedmarket/contract/validators/feed-rules';
import { countriesWithStates } from '@feedmarket/contract/domain/domain.schemas';

import { MapBoundary } from '../../../../components/map/map-boundary';
import { NumberTextInput } from '../../../../components/number-text-input';
import { useAppSettings } from '../../../../lib/app-settings';
import { useCanDrawMaps } from '../../../../lib/map/webgl-support';
import { startsWithIgnoringCase } from '../../../../lib/form-validation';
import { useCountries, useStates } from '../../../../lib/lookups';
import { useLocationSubtypes } from '../../api/get-location-subtypes';
import { emptyLocation, emptyPoint, type LocationValues } from './feed-form-values';
import {
  formatCoordinate,
  pointLimit,
  readablePoints,
  shapeOfSubType,
  type LatLon,
  type MapShape,
} from './location-geometry';
import { LookupSelect } from './lookup-fields';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

// The map library is large: it loads when a location first needs a map.
const LocationMap = lazy(() => import('./location-map').then((module) => ({ default: module.LocationMap })));

const fixedLocationType = 130;
const locationDomain = 13;
const statesCountryIds = new Set<number>(Object.values(countriesWithStates));

type LocationEditorProps = {
  /** Where the locations are in the form: `containers`. */
  path: string;
  locations: readonly LocationValues[];
  fields: WizardFields;
  mapZoom: number;
};

type LocationCardProps = {
  at: string;
  index: number;
  location: LocationValues;
  fields: WizardFields;
  mapZoom: number;
  onRemove: () => void;
};

function ShapePoints({
  at,
  shape,
  location,
  fields,
}: {
  at: string;
  shape: MapShape;
  location: LocationValues;
  fields: WizardFields;
}) {
  const points = location.location.latLonInfo;
  const limit = pointLimit(shape);
  const shapeName = shape === 'boundedBox' ? 'bounded box' : 'polygon';
  return (
    <Input.Wrapper
      label={shape === 'boundedBox' ? 'Corners of the box' : 'Points of the polygon'}
      description={`Click the map to add points, or type them: a ${shapeName} needs exactly ${limit}.`}
      error={fields.error(`${at}.location.latLonInfo`)}
      labelElement="div"
    >
      <Stack gap={6} mt={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} aria-live="polite" c={points.length === limit ? 'teal' : undefined}>
            {points.length} of {limit} points
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => fields.append(`${at}.location.latLonInfo`, emptyPoint())}
              disabled={points.length >= limit}
            >
              Add point
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconEraser size={14} aria-hidden />}
              onClick={() => fields.set(`${at}.location.latLonInfo`, [])}
              disabled={points.length === 0}
            >
              Clear points
            </Button>
          </Group>
        </Group>
        {points.map((point, pointIndex) => {
          const pointAt = `${at}.location.latLonInfo.${pointIndex}`;
          return (
            <Group
              key={point.key}
              gap="xs"
              align="flex-start"
              wrap="nowrap"
              role="group"
              aria-label={`Point ${pointIndex + 1}`}
            >
              <Text size="sm" c="dimmed" w={18} mt={7} ta="right" aria-hidden>
                {pointIndex + 1}
              </Text>
              <NumberTextInput
                aria-label={`Point ${pointIndex + 1} latitude`}
                placeholder="Latitude"
                flex={1}
                miw={0}
                {...locationRanges.latitude}
                {...fields.text(`${pointAt}.latitude`)}
              />
              <NumberTextInput
                aria-label={`Point ${pointIndex + 1} longitude`}
                placeholder="Longitude"
                flex={1}
                miw={0}
                {...locationRanges.longitude}
                {...fields.text(`${pointAt}.longitude`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={() => fields.remove(`${at}.location.latLonInfo`, pointIndex)}
                aria-label={`Remove point ${pointIndex + 1}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}

function LocationCard({ at, index, location, fields, mapZoom, onRemove }: LocationCardProps) {
  const settings = useAppSettings();
  const countries = useCountries();
  const subtypes = useLocationSubtypes(locationDomain, fixedLocationType);
  const { countryId } = location.location;
  const hasStates = countryId !== null && statesCountryIds.has(countryId);
  const states = useStates(hasStates ? countryId : null);
  const [pickNote, setPickNote] = useState('');
  const canDrawMaps = useCanDrawMaps() === true;

  const isFixed = location.locationType === fixedLocationType;
  const isAddress = location.locationSubType === locationSubTypes.address;
  const shape = isFixed ? shapeOfSubType(location.locationSubType) : null;
  const number = index + 1;
  const points = useMemo(
    () =>
      shape === 'point'
        ? readablePoints([{ latitude: location.location.latitude, longitude: location.location.longitude }])
        : readablePoints(location.location.latLonInfo),
    [shape, location.location.latitude, location.location.longitude, location.location.latLonInfo],
  );

  const pick = (point: LatLon) => {
    if (!shape) return;
    const latitude = formatCoordinate(point.lat);
    const longitude = formatCoordinate(point.lon);
    if (shape === 'point') {
      fields.set(`${at}.location.latitude`, latitude);
      fields.set(`${at}.location.longitude`, longitude);
      setPickNote(`Point set to ${latitude}, ${longitude}.`);
      return;
    }
    const limit = pointLimit(shape);
    const current = location.location.latLonInfo;
    if (current.length >= limit) {
      setPickNote(`All ${limit} points are set. Clear them to start again.`);
      return;
    }
    fields.append(`${at}.location.latLonInfo`, emptyPoint({ latitude, longitude }));
    setPickNote(`Point ${current.length + 1} added at ${latitude}, ${longitude}.`);
  };

  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={`Location ${number}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Location {number}</Text>
          <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={`Remove location ${number}`}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LookupSelect
            domainId={7}
            label="Container type"
            required
            description="What holds the sensors"
            binding={fields.input(`${at}.type`)}
          />
          <LookupSelect
            domainId={17}
            label="Location category"
            required
            description="What kind of place it is"
            binding={fields.input(`${at}.locationCategory`)}
          />
        </SimpleGrid>
        <LookupSelect
          domainId={locationDomain}
          label="Location type"
          required
          binding={{
            ...fields.input(`${at}.locationType`),
            onChange: (value: number | null) => {
              fields.set(`${at}.locationType`, value);
              if (value !== fixedLocationType) fields.set(`${at}.locationSubType`, null);
            },
          }}
        />
        {isFixed && (
          <>
            <Radio.Group
              label="Given as"
              required
              value={location.locationSubType === null ? null : String(location.locationSubType)}
              onChange={(value) => fields.set(`${at}.locationSubType`, Number(value))}
              error={fields.error(`${at}.locationSubType`)}
            >
              <Group gap="lg" mt={6}>
                {(subtypes.data ?? []).map((subtype) => (
                  <Radio key={subtype.value} value={String(subtype.value)} label={subtype.name} />
                ))}
                {subtypes.isPending && <Skeleton h={20} w={260} />}
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select<number>
                label="Country"
                required
                description="Type the start of its name"
                placeholder={countries.isPending ? 'Loading…' : 'Type or choose'}
                data={(countries.data ?? []).map((country) => ({ value: country.value, label: country.name }))}
                searchable
                filter={({ options, search }) =>
                  options.filter((option) => 'label' in option && startsWithIgnoringCase(option.label, search))
                }
                nothingFoundMessage="No country starts with that"
                comboboxProps={{ withinPortal: true }}
                {...fields.input(`${at}.location.countryId`)}
                onChange={(value) => {
                  fields.set(`${at}.location.countryId`, value);
                  fields.set(`${at}.location.stateTerritory`, null);
                }}
              />
              {hasStates && (
                <Select<number>
                  label="State"
                  description="Optional"
                  placeholder={states.isPending ? 'Loading…' : 'Type or choose'}
                  data={(states.data ?? []).map((state) => ({ value: state.value, label: state.name }))}
                  searchable
                  clearable
                  comboboxProps={{ withinPortal: true }}
                  {...fields.input(`${at}.location.stateTerritory`)}
                />
              )}
            </SimpleGrid>
            {shape && (
              <Stack gap="xs">
                <MapBoundary height={300} alternative="Type the coordinates in the fields below instead.">
                  <Suspense fallback={<Skeleton h={300} radius="md" />}>
                    <LocationMap
                      shape={shape}
                      points={points}
                      countryId={countryId}
                      zoom={mapZoom}
                      defaultCentre={{ lat: settings.initMapLat, lon: settings.initMapLon }}
                      label={`Map of location ${number}`}
                      onPick={pick}
                    />
                  </Suspense>
                </MapBoundary>
                {canDrawMaps && (
                  <Text size="xs" c="dimmed" aria-live="polite" mih={18}>
                    {pickNote ||
                      (shape === 'point' ? 'Click the map to set the point.' : 'Click the map to add a point.')}
                  </Text>
                )}
                {shape === 'point' ? (
                  <SimpleGrid cols={2} spacing="md">
                    <NumberTextInput
                      label="Latitude"
                      required
                      placeholder="-90 to 90"
                      {...locationRanges.latitude}
                      {...fields.text(`${at}.location.latitude`)}
                    />
                    <NumberTextInput
                      label="Longitude"
                      required
                      placeholder="-180 to 180"
                      {...locationRanges.longitude}
                      {...fields.text(`${at}.location.longitude`)}
                    />
                  </SimpleGrid>
                ) : (
                  <ShapePoints at={at} shape={shape} location={location} fields={fields} />
                )}
              </Stack>
            )}
            <TextInput
              label="Address"
              required={isAddress}
              description={isAddress ? undefined : 'Optional'}
              maxLength={feedLimits.textMax}
              {...fields.text(`${at}.location.address`)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="City"
                required={isAddress}
                description={isAddress ? undefined : 'Optional'}
                maxLength={120}
                {...fields.text(`${at}.location.city`)}
              />
              <TextInput
                label="Postal code"
                description="Optional"
                maxLength={20}
                {...fields.text(`${at}.location.postalCode`)}
              />
            </SimpleGrid>
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberTextInput
            label="Altitude (m)"
            description="Optional"
            {...locationRanges.altitude}
            {...fields.text(`${at}.location.altitude`)}
          />
          <NumberTextInput
            label="Radius"
            description="Optional"
            {...locationRanges.radius}
            {...fields.text(`${at}.location.radius`)}
          />
          <LookupSelect domainId={24} label="Radius unit" binding={fields.input(`${at}.location.radiusUnit`)} />
        </SimpleGrid>
        <Textarea
          label="Description of the place"
          description="Optional: anything that helps find or understand the place"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={feedLimits.textMax}
          {...fields.text(`${at}.location.freeText`)}
        />
      </Stack>
    </Paper>
  );
}

/** The locations of a feed or group: type, category, the place (address, point, box or polygon on a map). */
export function LocationEditor({ path, locations, fields, mapZoom }: LocationEditorProps) {
  return (
    <Input.Wrapper
      label="Locations"
      description="Where the data is collected: at least one location."
      error={fields.error(path)}
      required
      labelElement="div"
    >
      <Stack gap="md" mt="xs">
        {locations.map((location, index) => (
          <LocationCard
            key={location.key}
            at={`${path}.${index}`}
            index={index}
            location={location}
            fields={fields}
            mapZoom={mapZoom}
            onRemove={() => fields.remove(path, index)}
          />
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => fields.append(path, emptyLocation())}
            disabled={locations.length >= feedLimits.locations}
          >
            Add location
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
