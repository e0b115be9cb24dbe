import { createHash, randomUUID } from 'node:crypto';

/** A UUID (version 5 layout) named by a string: the same name always gives the same id. */
function namedUuid(name: string): string {
  const h = createHash('sha1').update(`continuum-cmi5:${name}`).digest();
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50;
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/**
 * The cmi5 registration of a learner product (decision 0208): one per enrolment, so every AU of the course and every
 * relaunch share it, and a new enrolment (a retake) is a new registration, as cmi5 section 3 defines it.
 */
export const registrationOf = (learnerProductId: number) => namedUuid(`registration:${learnerProductId}`);

/** The LMS's activity id of an AU (cmi5 8.1: ours, never the publisher's id; the same for every registration). */
export const activityIdOf = (publicUrl: string, slideId: number) => `${publicUrl}/cmi5/au/${slideId}`;

/** The LMS's id of the block a lesson is: the object of our satisfied statement (decision 0209). */
export const blockIdOf = (publicUrl: string, lessonId: number) => `${publicUrl}/cmi5/lesson/${lessonId}`;

/** The learner as an xAPI Agent (cmi5 9.2): an account on our platform named by the user id, no personal data. */
export const actorOf = (publicUrl: string, userId: number) => ({
  objectType: 'Agent' as const,
  account: { homePage: publicUrl, name: String(userId) },
});

export const newSessionId = () => randomUUID();
export const newStatementId = () => randomUUID();
