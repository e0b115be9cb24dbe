import { z } from 'zod';
import { idParam } from './inputs.js';

/** 002 §3 Email: a sent message as the administrator sees it (secrets stay redacted, decision 0052). */
export const adminEmail = z.object({
  id: z.number().int(),
  htmlText: z.string(),
  sentDate: z.string(),
  subject: z.string(),
  from: z.string(),
  to: z.string(),
  cc: z.string().nullable(),
  bcc: z.string().nullable(),
  plainText: z.string(),
});
export type AdminEmail = z.infer<typeof adminEmail>;

/** A row of the sent-mail list (email-list): the envelope and whether it went out, without the bodies. */
export const adminEmailRow = z.object({
  id: z.number().int(),
  sentDate: z.string(),
  subject: z.string(),
  from: z.string(),
  to: z.string(),
  delivered: z.boolean(),
  redacted: z.boolean(),
});
export type AdminEmailRow = z.infer<typeof adminEmailRow>;

export const emailIdParams = z.object({ emailId: idParam('emailId') });
export const emailResendParams = z.object({ id: idParam('id') });
