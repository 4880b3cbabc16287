import { mapZoomLimits } from '../../../lib/map/map-settings';

/** Map constants of consumer spec §9; the tile settings shared with other maps are in lib/map/map-settings. */
export const mapDefaults = {
  /** Reload the clusters this long after the map stops moving. */
  idleReloadMs: 500,
  /** Wait this long after a cluster click before zooming to it. */
  clusterClickDelayMs: 250,
  maxZoom: mapZoomLimits.maxZoom,
  minZoom: mapZoomLimits.minZoom,
  /** How long to wait for the browser's position before keeping the default centre. */
  geolocationTimeoutMs: 8000,
} as const;
