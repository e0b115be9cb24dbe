import { z } from 'zod';
import { idField, text } from './inputs.js';
import {
  INSTRUCTOR_EMAIL_DEFAULT_HELP,
  SUPPORT_BROWSER_MAX,
  SUPPORT_COMMENTS_MAX,
  SUPPORT_COURSE_MAX,
  SUPPORT_DEVICE_MAX,
  SUPPORT_FEEDBACK_MAX,
  SUPPORT_FEEDBACK_REQUIRED,
  SUPPORT_FEEDBACK_TOO_LONG,
  SUPPORT_NAME_MAX,
  SUPPORT_PHONE_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_URL_MAX,
} from './support-limits.js';

/** Support calls (000 §7 Support; 001 §3 instructor e-mail payload; 002 §5 contact and feedback forms; 0083). */

const optionalText = (field: string, max: number) =>
  text({ error: `${field} must be text` })
    .max(max, `${field} must be at most ${max} characters`)
    .optional();

const requiredText = (field: string, max: number) =>
  text({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const emailOf = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(254, `${field} must be at most 254 characters`)
    .pipe(z.email(`${field} is not a valid e-mail address`));

/**
 * POST api/support/email (000 §7): the contact-us form. `preferredEmailAddress` is the form's responseEmail
 * (002 §5: responseEmail, subject, comments required); name, registeredEmailAddress and course are taken from
 * the account and the learner product on the server. `learnerProductId` (ours) names the product whose
 * provider the message goes to.
 */
export const supportEmailBody = z.object({
  name: optionalText('name', SUPPORT_NAME_MAX),
  registeredEmailAddress: optionalText('registeredEmailAddress', 254),
  preferredEmailAddress: emailOf('preferredEmailAddress'),
  course: optionalText('course', SUPPORT_COURSE_MAX),
  subject: requiredText('subject', SUPPORT_SUBJECT_MAX),
  comments: requiredText('comments', SUPPORT_COMMENTS_MAX),
  learnerProductId: idField('learnerProductId').optional(),
});
export type SupportEmailBody = z.input<typeof supportEmailBody>;

/** POST api/support/feedback (000 §7): at most 500 characters, with the page, browser and device it came from. */
export const supportFeedbackBody = z.object({
  name: optionalText('name', SUPPORT_NAME_MAX),
  course: optionalText('course', SUPPORT_COURSE_MAX),
  url: optionalText('url', SUPPORT_URL_MAX),
  feedback: text({ error: SUPPORT_FEEDBACK_REQUIRED })
    .refine((value) => value.trim().length > 0, { message: SUPPORT_FEEDBACK_REQUIRED, abort: true })
    .refine((value) => value.length <= SUPPORT_FEEDBACK_MAX, { message: SUPPORT_FEEDBACK_TOO_LONG }),
  browser: optionalText('browser', SUPPORT_BROWSER_MAX),
  device: optionalText('device', SUPPORT_DEVICE_MAX),
  learnerProductId: idField('learnerProductId').optional(),
});
export type SupportFeedbackBody = z.input<typeof supportFeedbackBody>;

/**
 * POST api/support/instructor/email (000 §7, 001 §3): to the instructors of the learner's product. 001 §5
 * "responseEmail, subject, comments required" are userEmail, userHelp (default 'What can we help you with?')
 * and userComment. The product is the learner product named (ours), else the caller's one holding
 * learningComponentId.
 */
export const instructorEmailBody = z
  .object({
    userName: optionalText('userName', SUPPORT_NAME_MAX),
    userEmail: emailOf('userEmail'),
    userCourse: optionalText('userCourse', SUPPORT_COURSE_MAX),
    userPhoneNumber: optionalText('userPhoneNumber', SUPPORT_PHONE_MAX),
    userComment: requiredText('userComment', SUPPORT_COMMENTS_MAX),
    userHelp: text({ error: 'userHelp must be text' })
      .trim()
      .max(SUPPORT_SUBJECT_MAX, `userHelp must be at most ${SUPPORT_SUBJECT_MAX} characters`)
      .optional()
      .transform((value) => (value ? value : INSTRUCTOR_EMAIL_DEFAULT_HELP)),
    learningComponentId: idField('learningComponentId').optional(),
    learnerProductId: idField('learnerProductId').optional(),
  })
  .refine((body) => body.learningComponentId !== undefined || body.learnerProductId !== undefined, {
    message: 'learnerProductId or learningComponentId is required',
    path: ['learnerProductId'],
  });
export type InstructorEmailBody = z.input<typeof instructorEmailBody>;

/** The reply of the two e-mail calls: how many messages went out. */
export const supportSentReply = z.object({ sent: z.number().int() });
export type SupportSentReply = z.infer<typeof supportSentReply>;

export const supportFeedbackReply = z.object({ id: z.number().int() });

/** One row of the staff's feedback list (POST api/admin/support/feedback/search). */
export const supportFeedbackRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  login: z.string().nullable(),
  name: z.string(),
  course: z.string(),
  url: z.string(),
  feedback: z.string(),
  browser: z.string(),
  device: z.string(),
  learnerProductId: z.number().int().nullable(),
});
export type SupportFeedbackRow = z.infer<typeof supportFeedbackRow>;
