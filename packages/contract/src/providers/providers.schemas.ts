import { z } from 'zod';

/** A provider as visitors may know it: its name and, when it gave one, its website (always http or https). */
export const ZProviderSite = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable().describe('An http(s) address; none when the provider gave none'),
});
export type TProviderSite = z.infer<typeof ZProviderSite>;
