/**
 * Map settings. The map works offline: country outlines ship with the app (world-atlas) and are
 * drawn on a blank style. Set `VITE_MAP_TILE_URL` at build time (an XYZ raster template such as
 * `https://tiles.example.org/{z}/{x}/{y}.png`) to draw tiles under the outlines instead; it is unset,
 * and unused, by default.
 */
export const mapTileUrl: string = (import.meta.env.VITE_MAP_TILE_URL as string | undefined)?.trim() ?? '';

/** Attribution shown with the tiles of `mapTileUrl`, as their licence asks. */
export const mapTileAttribution: string = (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined)?.trim() ?? '';

/** Map constants of consumer spec §9. */
export const mapDefaults = {
  /** Reload the clusters this long after the map stops moving. */
  idleReloadMs: 500,
  /** Wait this long after a cluster click before zooming to it. */
  clusterClickDelayMs: 250,
  maxZoom: 18,
  minZoom: 1,
  /** How long to wait for the browser's position before keeping the default centre. */
  geolocationTimeoutMs: 8000,
} as const;
