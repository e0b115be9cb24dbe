import { z } from 'zod';
import { idField, idParam, intField, text } from './inputs.js';
import { TYPING_EVENTS_MAX, TYPING_KEY_MAX, TYPING_PHRASES, TYPING_SAVE_MAX, TYPING_TIME_MAX_MS } from './typing-auth-limits.js';

/** Typing-pattern calls (000 §7; decision 0090 for the shapes the spec leaves open). */

const time = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must be at least 0`)
    .max(TYPING_TIME_MAX_MS, `${field} must be at most ${TYPING_TIME_MAX_MS}`);

/** One key press: the key (KeyboardEvent.key) and its down and up times in ms from the first press. */
export const typedKeyEvent = z
  .object({
    key: text({ error: 'key must be text' })
      .min(1, 'key is required')
      .max(TYPING_KEY_MAX, `key must be at most ${TYPING_KEY_MAX} characters`),
    down: time('down'),
    up: time('up'),
  })
  .refine((e) => e.up >= e.down, { message: 'up must not be before down', path: ['up'] });

export const typingDevices = ['desktop', 'mobile'] as const;
export type TypingDevice = (typeof typingDevices)[number];

/**
 * typingPattern: the phrase typed (textId), the device class (a touch device is 'mobile'), and its key
 * presses in order, exactly the keystroke data set's events.
 */
export const typingPattern = z.object({
  textId: idField('textId').refine((id) => id in TYPING_PHRASES, 'textId is not a known phrase'),
  device: z.enum(typingDevices, { error: 'device must be desktop or mobile' }),
  events: z
    .array(typedKeyEvent, { error: 'events must be a list' })
    .min(1, 'events is required')
    .max(TYPING_EVENTS_MAX, `events must have at most ${TYPING_EVENTS_MAX} key presses`),
});
export type TypingPattern = z.infer<typeof typingPattern>;

/** The user of a call: the account's id, sent padded to 6 digits (000 §5), so '000042' is 42. */
export const typingUserParams = z.object({ userId: idParam('userId') });
export const typingCheckUserParams = z.object({ userId: idParam('userId'), textId: idParam('textId') });

/**
 * GET api/thirdpartyauthentication/checkuser/{userId}/1/{textId}: count and mobilecount (000 §7) for the phrase;
 * besides (issue 25): every template the user has, so the modal asks for the phrase and device already
 * enrolled, and whether an administrator opened a supervised enrolment of a further template.
 */
export const typingCheckUserReply = z.object({
  count: z.number().int(),
  mobilecount: z.number().int(),
  templates: z.array(z.object({ textId: z.number().int(), device: z.enum(typingDevices), entries: z.number().int() })),
  supervisedEnrolment: z.boolean(),
});
export type TypingCheckUserReply = z.infer<typeof typingCheckUserReply>;

/** POST api/thirdpartyauthentication/save/{userId}: a list of typingPattern (the enrolment entries). */
export const typingSaveBody = z
  .array(typingPattern, { error: 'body must be a list of typingPattern' })
  .min(1, 'at least one typingPattern is required')
  .max(TYPING_SAVE_MAX, `at most ${TYPING_SAVE_MAX} typingPattern in one call`);
export type TypingSaveBody = z.infer<typeof typingSaveBody>;

/** POST api/thirdpartyauthentication/verify/{userId}; learnerProductId names the course whose threshold applies. */
export const typingVerifyBody = z.object({
  typingPattern,
  quality: intField('quality', 0, 100),
  learnerProductId: idField('learnerProductId').optional(),
});
export type TypingVerifyBody = z.infer<typeof typingVerifyBody>;

/** net_score 0-100; passed at the course threshold; failures so far; logout after the third failure. */
export const typingVerifyReply = z.object({
  net_score: z.number().int(),
  passed: z.boolean(),
  failures: z.number().int(),
  logout: z.boolean(),
});
export type TypingVerifyReply = z.infer<typeof typingVerifyReply>;
