import { z } from 'zod';
import { idParam, isStorableText, STORABLE_TEXT_MESSAGE } from './inputs.js';

/** Largest xAPI request body our cmi5 endpoint takes (a batch of statements, or a state document). */
export const CMI5_BODY_MAX_BYTES = 512 * 1024;
/** Largest state or agent profile document, as JSON text (an AU's bookmark and suspend data). */
export const CMI5_DOCUMENT_MAX_CHARS = 256 * 1024;
/** Most State documents one learner's AU may keep, and Agent Profile documents one learner may keep. */
export const CMI5_DOCUMENTS_MAX = 100;
/** Most statements one POST may carry. */
export const CMI5_BATCH_MAX = 100;

/** POST api/lesson/{lpId}/{lessonId}/cmi5/{slideId}/launch and GET …/cmi5/{slideId}/status. */
export const cmi5SlideParams = z.object({
  lpId: idParam('lpId'),
  lessonId: idParam('lessonId'),
  slideId: idParam('slideId'),
});

/** A new launch of the AU: its URL on our origin with the cmi5 launch parameters (cmi5 section 8.1). */
export const cmi5LaunchReply = z.object({
  launchUrl: z.string(),
  sessionId: z.string(),
  launchMode: z.enum(['Normal', 'Browse', 'Review']),
});
export type Cmi5LaunchReply = z.infer<typeof cmi5LaunchReply>;

/** What the learner's statements say of the AU so far, and whether its moveOn rule is met (the slide is done). */
export const cmi5StatusReply = z.object({
  moveOn: z.string(),
  initialized: z.boolean(),
  completed: z.boolean(),
  passed: z.boolean(),
  failed: z.boolean(),
  scoreScaled: z.number().nullable(),
  satisfied: z.boolean(),
});
export type Cmi5StatusReply = z.infer<typeof cmi5StatusReply>;

/** POST api/cmi5/fetch/{fetchKey}: the one-time fetch URL (cmi5 section 8.2). */
export const cmi5FetchParams = z.object({
  fetchKey: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'fetchKey is not a fetch key'),
});
/** The fetch URL's answer: the token, or the cmi5 error document (both with status 200, section 8.2.2). */
export const cmi5FetchReply = z.union([
  z.object({ 'auth-token': z.string() }),
  z.object({ 'error-code': z.enum(['1', '2', '3']), 'error-text': z.string() }),
]);

const iri = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(2000, `${name} is too long`)
    .refine(isStorableText, `${name} ${STORABLE_TEXT_MESSAGE}`);
const uuid = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, `${name} must be a UUID`);

/** PUT api/cmi5/xapi/statements?statementId= (xAPI 1.0.3 7.2.1). */
export const xapiStatementPutQuery = z.object({ statementId: uuid('statementId') });
/** GET/PUT/POST/DELETE api/cmi5/xapi/activities/state (xAPI 7.4). */
export const xapiStateQuery = z.object({
  activityId: iri('activityId'),
  agent: iri('agent'),
  registration: uuid('registration').optional(),
  stateId: iri('stateId'),
});
/** GET/PUT api/cmi5/xapi/agents/profile (xAPI 7.6). */
export const xapiAgentProfileQuery = z.object({ agent: iri('agent'), profileId: iri('profileId') });

/**
 * A State or Agent Profile document (xAPI 7.4, 7.6): any JSON the AU keeps (its bookmark, cmi5LearnerPreferences),
 * bounded as a whole.
 */
export const xapiDocument = z
  .unknown()
  .refine((v) => JSON.stringify(v ?? null).length <= CMI5_DOCUMENT_MAX_CHARS, {
    message: `the document is larger than ${CMI5_DOCUMENT_MAX_CHARS} characters`,
  })
  .refine((v) => isStorableText(JSON.stringify(v ?? null)), { message: `the document ${STORABLE_TEXT_MESSAGE}` });
/** POST statements' reply: the ids of the statements, in order (xAPI 7.2.2). */
export const xapiStatementIds = z.array(z.string());
