import { z } from 'zod';

export const searchViews = ['tile', 'list', 'map'] as const;
export const themes = ['basic', 'datathon', 'dataportal', 'itsa'] as const;
export type TTheme = (typeof themes)[number];

/** Application settings, loaded by application id. */
export const ZAppSettings = z.object({
  guid: z.string(),
  theme: z.enum(themes),
  appTitle: z.string(),
  loginPrompt: z.string(),
  initSearchView: z.enum(searchViews),
  initialMapZoom: z.number(),
  initMapLat: z.number(),
  initMapLon: z.number(),
});
export type TAppSettings = z.infer<typeof ZAppSettings>;

export const ZCountryOption = z.object({ name: z.string(), value: z.number().int(), code: z.string() });
export type TCountryOption = z.infer<typeof ZCountryOption>;

export const ZNamedItem = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export type TNamedItem = z.infer<typeof ZNamedItem>;

/** Country ids (ISO 3166 numeric) whose states are listed. */
export const countriesWithStates = { unitedStates: 840, canada: 124 } as const;
