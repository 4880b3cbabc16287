import { z } from 'zod';
import { messages } from '../messages';
import { zField, zText } from '../validators/zod-fields';

export const ZLoginBody = z.object({
  username: zText().trim().min(1).max(254).describe('User name or e-mail address'),
  password: zText().min(1).max(200),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZTab = z.object({
  id: z.string().describe('Tab key, also the dashboard route segment'),
  displayText: z.string(),
  sort: z.number().int(),
});
export type TTab = z.infer<typeof ZTab>;

export const ZTabConfig = z.object({ defaultTab: z.string(), tabs: z.array(ZTab) });
export type TTabConfig = z.infer<typeof ZTabConfig>;

export const ZRole = z.object({ id: z.number().int(), name: z.string() });
export type TRole = z.infer<typeof ZRole>;

/** The session profile answered by login. */
export const ZLoginProfile = z.object({
  token: z.string().describe('Bearer token for member calls'),
  tokenlifeseconds: z.number().int().describe('Seconds until the token expires'),
  username: z.string(),
  displayname: z.string(),
  userid: z.number().int(),
  orgid: z.number().int(),
  orgname: z.string(),
  tabs: z.array(z.string()).describe('Tab keys the user may open'),
  orgType: z.number().int().describe('Organisation type; 3 is read-only'),
  tabConfig: ZTabConfig,
  roles: z.array(ZRole),
  supervisor: z.boolean(),
  lastlogin: z.string().nullable().describe('Previous sign-in, YYYY-MM-DDTHH:mm:ssZ; null on the first'),
});
export type TLoginProfile = z.infer<typeof ZLoginProfile>;

export const ZEmailResetQuery = z.object({
  user_or_email: zText().trim().min(1).max(254).describe('User name or e-mail address of the account'),
});

/** Form-encoded body of the reset confirmation. */
export const ZNewPasswordBody = z
  .object({
    password: zField('password', { required: true }),
    confirm_password: zText().min(1, messages.required).max(200),
    token: zText().trim().min(1, messages.required).max(200),
  })
  .refine((body) => body.password === body.confirm_password, {
    message: messages.passwordsDiffer,
    path: ['confirm_password'],
  });

export const ZPasswordChangeBody = z.object({
  username: zText().trim().min(1).max(254),
  oldPassword: zText().min(1).max(200),
  newPassword: zField('password', { required: true }),
});
