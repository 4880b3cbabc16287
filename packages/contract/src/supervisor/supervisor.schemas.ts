import { z } from 'zod';

/** A mail kept in the outbox because no SMTP server is configured (the embedded default). */
export const ZOutboxMail = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string().describe('YYYY-MM-DDTHH:mm:ssZ'),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
