import { z } from 'zod';
import { idField, text } from './inputs.js';

/**
 * The biometric signature check (000 §1, §4, §5, §7, §8, §9; decision 0091): the NMLS id form, the
 * init and status calls, and the signature pad's own calls behind biosigUrl.
 */

/** 000 §5: NMLS id, numeric, 4 to 12 digits; the spec's texts. */
export const NMLS_ID_MIN = 4;
export const NMLS_ID_MAX = 12;
export const NMLS_ID_REQUIRED = 'NMLS ID is required';
export const NMLS_ID_INVALID = 'NMLS ID must numeric and 4 - 12 numbers in length';
const NMLS_PATTERN = /^\d{4,12}$/;

/** The form's message for a typed NMLS id, or null when it is valid (the form's Next is disabled while not null). */
export function nmlsIdError(value: string): string | null {
  if (value.trim() === '') return NMLS_ID_REQUIRED;
  return NMLS_PATTERN.test(value) ? null : NMLS_ID_INVALID;
}

/** The same rule on the server; the pattern admits neither NUL nor surrogates, so the value is storable. */
export const nmlsIdField = z.string({ error: NMLS_ID_REQUIRED }).superRefine((value, ctx) => {
  const message = nmlsIdError(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** 000 §9: the client polls the status every second. */
export const BIOSIG_POLL_MS = 1000;
/** Samples a first-time learner gives to enrol (their template). */
export const BIOSIG_ENROL_SAMPLES = 3;
/** A check left unfinished this long answers FAIL. */
export const BIOSIG_CHECK_TTL_MINUTES = 15;
/** Bounds of one drawn sample (decision 0091). */
export const BIOSIG_MAX_STROKES = 40;
export const BIOSIG_MAX_POINTS = 4000;
export const BIOSIG_MIN_POINTS = 10;
export const BIOSIG_COORD_MAX = 100_000;
/** A sample's time stamps are milliseconds from its first point, at most two minutes. */
export const BIOSIG_TIME_MAX_MS = 120_000;
export const BIOSIG_CALLBACK_ID_MAX = 64;

/** 000 §4: the status text GET api/biosigid/response/{callbackId} answers. */
export const biosigStatus = z.enum(['IN_PROGRESS', 'PASS', 'FAIL']);
export type BiosigStatus = z.infer<typeof biosigStatus>;

/** 000 §8: the biometric dialog's texts (title 'Error'). */
export const BIOSIG_MESSAGES = {
  fail: 'FAIL Biosig Status returned.',
  unknown: 'Unknown Biosig Status returned.',
  none: 'No Biosig Status returned.',
  error: 'Error getting Biosig Status.',
  nmls: 'Error storing NMLS ID.',
  initTitle: 'BioSig Initialization Error',
} as const;

/** `personAssessmentId` ties the check to an exam attempt (002 §3 requiresBiosig); without it, course entry. */
export const biosigInitBody = z.object({ nmlsId: nmlsIdField, personAssessmentId: idField('personAssessmentId').optional() });
export type BiosigInitBody = z.infer<typeof biosigInitBody>;

/** Where the check happens: entering the course, or a point of an exam attempt (002 §3 requiresBiosig). */
export const biosigPurpose = z.enum(['COURSE', 'EXAM']);
export type BiosigPurpose = z.infer<typeof biosigPurpose>;

/** A check without an NMLS id (a course whose rules do not ask for it); `personAssessmentId` ties it to an exam attempt. */
export const biosigStartBody = z.object({
  personAssessmentId: idField('personAssessmentId').optional(),
});
export type BiosigStartBody = z.infer<typeof biosigStartBody>;

export const biosigInitReply = z.object({ biosigUrl: z.string(), biosigCallbackId: z.string() });
export type BiosigInitReply = z.infer<typeof biosigInitReply>;

export const biosigCallbackParams = z.object({
  callbackId: text()
    .min(1)
    .max(BIOSIG_CALLBACK_ID_MAX)
    .regex(/^[A-Za-z0-9_-]+$/, 'callbackId is not valid'),
});

/**
 * One pointer sample: [x, y, t ms] or [x, y, t ms, pressure 0..1]. An array checked by a refinement rather than a
 * zod tuple, which would add its code to the chunk every form shares.
 */
export const biosigPoint = z
  .array(z.number().min(-BIOSIG_COORD_MAX).max(BIOSIG_COORD_MAX))
  .min(3)
  .max(4)
  .refine(
    (p) => (p[2] as number) >= 0 && (p[2] as number) <= BIOSIG_TIME_MAX_MS && (p[3] === undefined || (p[3] >= 0 && p[3] <= 1)),
    {
      message: `a point is [x, y, t] or [x, y, t, pressure]: t within 0-${BIOSIG_TIME_MAX_MS} ms, pressure within 0-1`,
    },
  );
export type BiosigPoint = z.infer<typeof biosigPoint>;

export const biosigSample = z.object({
  pointerType: z.enum(['mouse', 'pen', 'touch']),
  strokes: z
    .array(z.array(biosigPoint).min(1).max(BIOSIG_MAX_POINTS))
    .min(1)
    .max(BIOSIG_MAX_STROKES)
    .refine((strokes) => strokes.reduce((n, s) => n + s.length, 0) <= BIOSIG_MAX_POINTS, {
      message: `at most ${BIOSIG_MAX_POINTS} points in all`,
    }),
});
export type BiosigSample = z.infer<typeof biosigSample>;

export const biosigSampleBody = z.object({ sample: biosigSample });
export type BiosigSampleBody = z.infer<typeof biosigSampleBody>;

/** What the signature page shows: enrolment (several samples) or verification (one). */
export const biosigSessionReply = z.object({
  mode: z.enum(['ENROL', 'VERIFY']),
  samplesNeeded: z.number().int(),
  samplesGiven: z.number().int(),
  status: biosigStatus,
  courseTitle: z.string(),
});
export type BiosigSessionReply = z.infer<typeof biosigSessionReply>;
