import { z } from 'zod';
import { loginField } from './account.js';
import { idParam, text } from './inputs.js';

/** The administrators' enrolments (issue 17, decision 0078): who has which learner product, created by hand or CSV. */

/** A calendar day as the learner product keeps its dates, or null to clear one. */
const day = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`).nullable().optional();
/** Why an administrator acts on a learner's enrolment: kept in the audit trail (issue 17). */
const reason = text({ error: 'reason is required' }).trim().min(3, 'reason must say why (3 characters or more)').max(500);

export const enrolmentRow = z.object({
  id: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  status: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
});
export type EnrolmentRow = z.infer<typeof enrolmentRow>;

/** The longest external (CES) user or enrolment id an enrolment keeps. */
export const EXTERNAL_ID_MAX = 100;
/** An external system's id (002 §3 externalUserId, externalEnrollmentId): optional, trimmed, blank is none. */
const externalId = (field: string) =>
  text({ error: `${field} must be text` })
    .trim()
    .max(EXTERNAL_ID_MAX, `${field} must be at most ${EXTERNAL_ID_MAX} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const createEnrolmentBody = z
  .object({
    login: loginField,
    productCode: text({ error: 'productCode is required' }).trim().min(1, 'productCode is required').max(100),
    startDate: day('startDate'),
    endDate: day('endDate'),
    /** The external system's ids of this enrolment (the external survey and affidavit name it by them). */
    externalUserId: externalId('externalUserId'),
    externalEnrollmentId: externalId('externalEnrollmentId'),
    reason,
  })
  .refine((b) => !b.externalUserId === !b.externalEnrollmentId, {
    path: ['externalEnrollmentId'],
    message: 'externalUserId and externalEnrollmentId are given together',
  });
export type CreateEnrolmentBody = z.infer<typeof createEnrolmentBody>;
export const createEnrolmentReply = z.object({ id: z.number().int() });

/** The largest roster one upload takes (rows after the header). */
export const ROSTER_MAX_ROWS = 1000;
export const rosterBody = z.object({
  /** CSV with a header row naming login and productCode, optionally startDate, endDate, externalUserId, externalEnrollmentId. */
  csv: text({ error: 'csv is required' }).min(1, 'csv is required').max(200_000),
  reason,
});
export type RosterBody = z.infer<typeof rosterBody>;
export const rosterReply = z.object({ created: z.number().int(), ids: z.array(z.number().int()) });

export const enrolmentDatesBody = z.object({ startDate: day('startDate'), endDate: day('endDate'), reason });
export type EnrolmentDatesBody = z.infer<typeof enrolmentDatesBody>;
export const enrolmentParams = z.object({ id: idParam('id') });
