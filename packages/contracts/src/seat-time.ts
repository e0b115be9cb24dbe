import { z } from 'zod';

/** Seat-time heartbeat interval (000 §9). */
export const HEARTBEAT_INTERVAL_SECONDS = 30;
/** Default idle limit before heartbeats stop (SC_IDLE_WARNING_SECS, 000 §9). */
export const DEFAULT_IDLE_WARNING_SECS = 1800;

const id = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive();

export const totStartBody = z.object({
  learningComponentId: id('learningComponentId'),
  name: z.string().max(300).default(''),
});
export const totStartReply = z.object({ timeOnTaskId: z.number().int() });

export const totUpdateBody = z.object({
  timeOnTaskId: id('timeOnTaskId'),
  currentProductId: id('currentProductId').optional(),
});
export const totUpdateReply = z.object({
  maxTimeHit: z.boolean(),
  popUpMessage: z.string().nullable(),
  /** With maxTimeHit: the course-calendar day (YYYY-MM-DD) the notice is for; the client keeps it by this day. */
  day: z.string().optional(),
});

export const lessonAuditBody = z.object({
  exitedTimeOnTaskId: id('exitedTimeOnTaskId'),
  learningComponentId: id('learningComponentId').optional(),
  lessonName: z.string().max(300).optional(),
  nextSlideName: z.string().max(300).optional(),
  previousSlideName: z.string().max(300).optional(),
  complete: z.boolean().default(false),
});
export type LessonAudit = z.infer<typeof lessonAuditBody>;
