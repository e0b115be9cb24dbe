import { Authority, type IssuedGateCode, type IssueGateCodeBody } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { nodes, productRules } from '../../../platform/db/schema/index.js';
import { importFixtureCourse } from '../../../test/course-fixture.js';
import { createUser, type TestApp, TestClient } from '../../../test/harness.js';

/** Test set-up: a learner enrolled in the fixture course whose final exam has the given gates. */
export async function learnerWithGatedFinal(
  t: TestApp,
  options: { rules?: Record<string, string>; finalMetadata?: Record<string, string> } = {},
) {
  const learner = await createUser(t);
  const course = await importFixtureCourse(t, learner.id);
  const rules = options.rules ?? { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes', SC_PROCTOR_PROCTOR_REQUIRED: 'yes' };
  for (const [key, value] of Object.entries(rules)) {
    await t.database.db.insert(productRules).values({ productId: course.productId, key, value });
  }
  const finalId = course.id('final');
  if (options.finalMetadata) {
    await t.database.db
      .update(nodes)
      .set({ metadata: { EXAM_TYPE: 'FINAL', ...options.finalMetadata } })
      .where(eq(nodes.id, finalId));
  }
  const client = new TestClient(t.app);
  await client.signIn(learner.login, learner.password);
  return {
    learner,
    lp: course.lp,
    productId: course.productId,
    finalId,
    unitExamId: course.id('unit-exam'),
    client,
    id: course.id,
  };
}

export async function signedInAs(t: TestApp, authorities: string[]) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

/** Issues a code through the admin call and returns it. */
export async function issueCode(admin: TestClient, body: IssueGateCodeBody): Promise<IssuedGateCode> {
  const res = await admin.post('/api/admin/exam-gates/codes', body);
  if (res.statusCode !== 200) throw new Error(`issue failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
