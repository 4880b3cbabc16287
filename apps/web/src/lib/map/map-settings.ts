/**
 * Map settings shared by every map of the app. The maps work offline: country outlines ship with the
 * app (world-atlas) and are drawn on a blank style. Set `VITE_MAP_TILE_URL` at build time (an XYZ
 * raster template such as `https://tiles.example.org/{z}/{x}/{y}.png`) to draw tiles under the
 * outlines instead; it is unset, and unused, by default.
 */
export const mapTileUrl: string = (import.meta.env.VITE_MAP_TILE_URL as string | undefined)?.trim() ?? '';

/** Attribution shown with the tiles of `mapTileUrl`, as their licence asks. */
export const mapTileAttribution: string =
  (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined)?.trim() ?? '';

/** How far any map zooms out and in. */
export const mapZoomLimits = { minZoom: 1, maxZoom: 18 } as const;
