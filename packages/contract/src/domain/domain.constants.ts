import type { TAppSettings } from './domain.schemas';

/** What the app uses when the settings cannot be loaded; apart from the schemas, so the first page reads it without zod. */
export const defaultAppSettings: TAppSettings = {
  guid: 'feedmarket',
  theme: 'basic',
  appTitle: 'Feedmarket',
  loginPrompt: 'Sign in to your Feedmarket account',
  initSearchView: 'tile',
  initialMapZoom: 4,
  initMapLat: 37.6,
  initMapLon: -95.665,
};
