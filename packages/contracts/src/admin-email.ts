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
  /**
   * What resending this message issues anew (decision 0108): a live activation or password-reset key, an
   * invitation, an exam code; null when it is sent again as stored. The administrator is told before confirming.
   */
  reissues: z.enum(['ACTIVATION_KEY', 'RESET_KEY', 'INVITATION', 'EXAM_CODE']).nullable(),
});
export type AdminEmail = z.infer<typeof adminEmail>;
export type EmailReissue = NonNullable<AdminEmail['reissues']>;

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
/**
 * GET api/admin/email/resend/{id}?reissue=true: a message whose resend issues a new key or code (its `reissues`) is
 * resent only with reissue=true, the administrator's confirmation; without it 409 RESEND_REISSUES_SECRET.
 */
export const emailResendQuery = z.object({
  reissue: z.enum(['true', 'false'], { error: 'reissue must be true or false' }).optional(),
});
