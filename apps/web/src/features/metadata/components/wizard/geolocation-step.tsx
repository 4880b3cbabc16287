import type { FeedFormValues } from './feed-form-values';
import { LocationEditor } from './location-editor';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

/** Geolocation: where the feed's data is collected. */
export function GeolocationStep({
  values,
  fields,
  mapZoom,
}: {
  values: FeedFormValues;
  fields: WizardFields;
  mapZoom: number;
}) {
  return <LocationEditor path="containers" locations={values.containers} fields={fields} mapZoom={mapZoom} />;
}
