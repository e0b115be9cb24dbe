import { Authority } from '@continuum/contracts';
import { seatTimeLedger } from '../platform/db/schema/index.js';
import { importCoursePackage } from './course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from './harness.js';

/** A new user with the given authorities, signed in through the real sign-in route. */
export async function signedIn(t: TestApp, authorities: string[] = [Authority.AUTHENTICATED]) {
  const user = await createUser(t, { authorities });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

/** A test app and a signed-in administrator: the set-up most API test files start from. */
export async function appWithAdmin(options: Parameters<typeof createTestApp>[2] = {}) {
  const t = await createTestApp({}, undefined, options);
  const { user, client } = await signedIn(t, [Authority.AUTHENTICATED, Authority.ADMIN]);
  return { t, admin: client, adminUser: user };
}

/**
 * A signed-in learner enrolled in a course package of their own (the files as for importCoursePackage:
 * course.yaml with a unique code among them). `id(key)` finds a node by its key.
 */
export async function enrolledLearner(t: TestApp, files: Record<string, string>) {
  const { user, client } = await signedIn(t);
  const course = await importCoursePackage(t, user.id, files);
  return { user, client, ...course, lpId: course.lp.id };
}

/** An administrator's exemption of one node of a learner's enrolment (the route, so it is checked and audited). */
export const exemptNode = (admin: TestClient, lpId: number, nodeId: number, reason = 'Prior learning') =>
  admin.post(`/api/admin/enrolments/${lpId}/exempt`, { nodeId, reason });

/** An administrator's change of one course rule (SC_* key) of a product, through the route. */
export const putRule = (admin: TestClient, productId: number, key: string, value: unknown) =>
  admin.request({ method: 'PUT', url: `/api/admin/products/${productId}/rules/${key}`, payload: { value } as object });

/**
 * Credits `ms` of seat time to a learner product with one ledger row written straight to the table: for tests of
 * what reads the total (completion, certificates, reports), not of how the ledger is earned or chained.
 */
export function creditSeatTime(
  t: TestApp,
  entry: { learnerProductId: number; userId: number; ms: number; nodeId?: number; day?: string },
) {
  return t.database.db.insert(seatTimeLedger).values({
    learnerProductId: entry.learnerProductId,
    nodeId: entry.nodeId ?? 1,
    userId: entry.userId,
    day: entry.day ?? '2026-03-01',
    at: t.clock.now(),
    seq: 1,
    prevHash: 'x',
    hash: 'y',
    creditedMs: entry.ms,
  });
}
