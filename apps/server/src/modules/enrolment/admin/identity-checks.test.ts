import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, learnerProducts, products } from '../../../platform/db/schema/index.js';
import { importFixtureCourse } from '../../../test/course-fixture.js';
import { appWithAdmin, putRule, signedIn } from '../../../test/enrolled-learner.js';
import { createUser, type TestApp, type TestClient } from '../../../test/harness.js';

// Issue 25 item 2: staff switch the identity checks on and off, per product (rules) and per enrolment.

let t: TestApp;
let admin: TestClient;
let adminLogin: string;

beforeAll(async () => {
  const set = await appWithAdmin();
  ({ t, admin } = set);
  adminLogin = set.adminUser.login;
});
afterAll(() => t.close());

async function learnerInCourse() {
  const { user, client } = await signedIn(t);
  const c = await importFixtureCourse(t, user.id);
  const { nodeId } = (await client.get(`/api/progression/startProduct/${c.lp.id}`)).json();
  const enter = () => client.post(`/api/progression/start/${c.lp.id}-${nodeId}`);
  const product = async () => (await client.get(`/api/product/${c.lp.id}`)).json();
  return { user, client, lpId: c.lp.id, productId: c.productId, enter, product };
}

const setRule = (productId: number, key: string, value: boolean | null) => putRule(admin, productId, key, value);
const setChecks = (client: TestClient, lpId: number, payload: object) =>
  client.request({ method: 'PUT', url: `/api/admin/enrolments/${lpId}/identity-checks`, payload });

describe('identity checks set by staff (issue 25 item 2)', () => {
  it('per product: the rules switch the typing and signature checks on for every enrolment, old and new', async () => {
    const me = await learnerInCourse();
    expect(await me.product()).toMatchObject({ authRequired: false, biosigRequired: false });
    expect((await setRule(me.productId, 'SC_STUDENT_AUTHENTICATION_REQUIRED', true)).statusCode).toBe(200);
    expect((await setRule(me.productId, 'SC_STUDENT_BIOSIG_REQUIRED', true)).statusCode).toBe(200);
    expect((await setRule(me.productId, 'SC_STUDENT_BIOSIG_NMLS_ID_REQUIRED', true)).statusCode).toBe(200);
    expect(await me.product()).toMatchObject({ authRequired: true, biosigRequired: true, biosigNmlsIdRequired: true });
    expect((await me.enter()).json().code).toBe('TYPING_CHECK_REQUIRED');

    // A learner enrolled afterwards by an administrator gets them too.
    const [product] = await t.database.db.select().from(products).where(eq(products.id, me.productId));
    const other = await createUser(t);
    const created = await admin.post('/api/admin/enrolments', {
      login: other.login,
      productCode: product?.code,
      reason: 'Cohort',
    });
    expect(created.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, created.json().id));
    expect(row).toMatchObject({ authRequired: true, biosigRequired: true, biosigNmlsIdRequired: true, biosigInitFailed: false });

    // Back to the default: off again.
    await setRule(me.productId, 'SC_STUDENT_AUTHENTICATION_REQUIRED', null);
    await setRule(me.productId, 'SC_STUDENT_BIOSIG_REQUIRED', false);
    expect(await me.product()).toMatchObject({ authRequired: false, biosigRequired: false });
    expect((await me.enter()).statusCode).toBe(200);
  });

  it('per enrolment: an administrator switches the signature check off for one learner, with a reason, audited', async () => {
    const me = await learnerInCourse();
    await setRule(me.productId, 'SC_STUDENT_BIOSIG_REQUIRED', true);
    expect((await me.enter()).json().code).toBe('BIOSIG_CHECK_REQUIRED');

    const res = await setChecks(admin, me.lpId, { biosigRequired: false, reason: 'Cannot draw: identity checked by phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      biosigRequired: { value: false, setForEnrolment: true },
      authRequired: { value: false, setForEnrolment: false },
    });
    expect(await me.product()).toMatchObject({ biosigRequired: false });
    expect((await me.enter()).statusCode).toBe(200);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, adminLogin), eq(auditEvents.type, 'ENROLMENT_IDENTITY_CHECKS_CHANGED')))
      .then((rows) => rows.filter((r) => r.data.learnerProductId === String(me.lpId)));
    expect(event?.data).toMatchObject({ reason: 'Cannot draw: identity checked by phone' });
    expect(event?.data.before).toContain('biosigRequired=yes (rule)');
    expect(event?.data.after).toContain('biosigRequired=no');
    expect((await admin.get(`/api/admin/enrolments/${me.lpId}`)).json().identityChecks).toMatchObject({
      biosigRequired: { value: false, setForEnrolment: true },
    });

    // The enrolment's setting outlives a rule change; null gives the field back to the rule.
    await setRule(me.productId, 'SC_STUDENT_BIOSIG_REQUIRED', false);
    await setRule(me.productId, 'SC_STUDENT_BIOSIG_REQUIRED', true);
    expect(await me.product()).toMatchObject({ biosigRequired: false });
    await setChecks(admin, me.lpId, { biosigRequired: null, reason: 'Drawing works now' });
    expect(await me.product()).toMatchObject({ biosigRequired: true });
  });

  it('per enrolment: biosigInitFailed stops the signature check from starting; typing switched on for one learner', async () => {
    const me = await learnerInCourse();
    await setChecks(admin, me.lpId, {
      biosigRequired: true,
      biosigInitFailed: true,
      authRequired: true,
      reason: 'Account issue',
    });
    expect(await me.product()).toMatchObject({ biosigRequired: true, biosigInitFailed: true, authRequired: true });
    const init = await me.client.post(`/api/biosigid/${me.lpId}/init`, {});
    expect(init.json().code).toBe('BIOSIG_INIT_FAILED');
    expect((await me.enter()).json().code).toBe('TYPING_CHECK_REQUIRED');
  });

  it('learners get 403, a missing reason or a bad value 400 naming the field, an unknown enrolment 404', async () => {
    const me = await learnerInCourse();
    expect((await setChecks(me.client, me.lpId, { authRequired: false, reason: 'Myself' })).statusCode).toBe(403);
    const noReason = await setChecks(admin, me.lpId, { authRequired: false });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('reason');
    const bad = await setChecks(admin, me.lpId, { authRequired: 'yes', reason: 'Text' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('authRequired');
    expect((await setChecks(admin, 2147483000, { authRequired: false, reason: 'None' })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, me.lpId));
    expect(row?.identityOverrides).toEqual({});
  });
});
