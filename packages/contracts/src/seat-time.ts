import { z } from 'zod';
import { idParam, text } from './inputs.js';

/** Seat-time heartbeat interval (000 §9). */
export const HEARTBEAT_INTERVAL_SECONDS = 30;
/** Default idle limit before heartbeats stop (SC_IDLE_WARNING_SECS, 000 §9). */
export const DEFAULT_IDLE_WARNING_SECS = 1800;

export const totStartBody = z.object({
  learningComponentId: idParam('learningComponentId'),
  name: text().max(300).default(''),
});
export const totStartReply = z.object({ timeOnTaskId: z.number().int() });

export const totUpdateBody = z.object({
  timeOnTaskId: idParam('timeOnTaskId'),
  currentProductId: idParam('currentProductId').optional(),
});
export const totUpdateReply = z.object({
  maxTimeHit: z.boolean(),
  popUpMessage: z.string().nullable(),
  /** With maxTimeHit: the course-calendar day (YYYY-MM-DD) the notice is for; the client keeps it by this day. */
  day: z.string().optional(),
});

export const lessonAuditBody = z.object({
  exitedTimeOnTaskId: idParam('exitedTimeOnTaskId'),
  learningComponentId: idParam('learningComponentId').optional(),
  lessonName: text().max(300).optional(),
  nextSlideName: text().max(300).optional(),
  previousSlideName: text().max(300).optional(),
  complete: z.boolean().default(false),
});
export type LessonAudit = z.infer<typeof lessonAuditBody>;
