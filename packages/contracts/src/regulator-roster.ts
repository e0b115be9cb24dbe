import { z } from 'zod';
import { idParam } from './inputs.js';

/** The widest completion-date range one roster read covers (inclusive days), so a read stays bounded. */
export const REGULATOR_ROSTER_MAX_DAYS = 366;
/** The most rows one roster read answers; a wider result asks for a narrower range (400 on `to`). */
export const REGULATOR_ROSTER_MAX_ROWS = 5000;

const DAY_MS = 86_400_000;
const day = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`);

/**
 * GET api/admin/roster?productId=&from=&to=[&format=csv] (decision 0098): completed enrolments of one course
 * whose completion date (UTC day) is within from..to, both inclusive.
 */
export const regulatorRosterQuery = z
  .object({
    productId: idParam('productId'),
    from: day('from'),
    to: day('to'),
    /** json (the default) or csv: the same rows as text/csv. */
    format: z.enum(['json', 'csv'], 'format must be json or csv').optional(),
  })
  .superRefine((q, ctx) => {
    const span = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (span >= REGULATOR_ROSTER_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `the range must be at most ${REGULATOR_ROSTER_MAX_DAYS} days` });
  });
export type RegulatorRosterQuery = z.infer<typeof regulatorRosterQuery>;

/** ISO 8601 instant (UTC), or null when it never happened. */
const at = z.string().nullable();
const checkResult = z.enum(['PASS', 'FAIL']).nullable();

/** A licence as the roster shows it: the number masked to its last four (full numbers never leave the server). */
export const regulatorRosterLicense = z.object({
  state: z.string(),
  licenseType: z.string(),
  /** e.g. `****1234`. */
  licenseNumberMasked: z.string(),
});
export type RegulatorRosterLicense = z.infer<typeof regulatorRosterLicense>;

/** One completed enrolment: what a regulator asks of a completion. */
export const regulatorRosterRow = z.object({
  learnerProductId: z.number().int(),
  learnerName: z.string(),
  login: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  /** The licences the learner named on the final affidavit (or holds), masked. */
  licenses: z.array(regulatorRosterLicense),
  seatTimeMinutes: z.number().int(),
  finalExam: z.object({ score: z.number().int().nullable(), passed: z.boolean().nullable(), finishedAt: at }),
  finalAffidavit: z.object({ acceptedAt: at, textVersion: z.string().nullable() }),
  proctorAffidavitSigned: z.boolean(),
  identity: z.object({
    typing: checkResult,
    signature: checkResult,
    photoIdSubmittedAt: at,
    securityQuestionsAnswered: z.number().int(),
  }),
  completedAt: z.string(),
  certificateCode: z.string().nullable(),
});
export type RegulatorRosterRow = z.infer<typeof regulatorRosterRow>;

export const regulatorRosterReply = z.object({
  productId: z.number().int(),
  course: z.string(),
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  rows: z.array(regulatorRosterRow),
});
export type RegulatorRosterReply = z.infer<typeof regulatorRosterReply>;

export const RegulatorRosterErrorCode = {
  /** 400: more than REGULATOR_ROSTER_MAX_ROWS completions in the range. */
  TOO_MANY_ROWS: 'ROSTER_TOO_MANY_ROWS',
} as const;
