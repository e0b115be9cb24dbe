import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, productRules } from '../../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../../test/harness.js';

let t: TestApp;
let admin: TestClient;
let adminLogin: string;
let productId: number;
let productCode: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  adminLogin = user.login;
  admin = new TestClient(t.app);
  await admin.signIn(user.login, user.password);
  const learner = await createUser(t);
  const { product } = await createLearnerProduct(t, learner.id, 'Rules Course');
  productId = product.id;
  productCode = product.code;
});
afterAll(() => t.close());

const put = (client: TestClient, key: string, payload: Record<string, unknown>) =>
  client.request({ method: 'PUT', url: `/api/admin/products/${productId}/rules/${key}`, payload });
const stored = async (key: string) =>
  (
    await t.database.db
      .select()
      .from(productRules)
      .where(and(eq(productRules.productId, productId), eq(productRules.key, key)))
  )[0]?.value;
const rulesOf = async () => (await admin.get(`/api/admin/products/${productId}/rules`)).json();

describe('product rules for administrators', () => {
  it('lists every rule with its type, value and default', async () => {
    const body = await rulesOf();
    expect(body).toMatchObject({ productId, code: productCode, name: 'Rules Course' });
    const byKey = new Map(body.rules.map((r: { key: string }) => [r.key, r]));
    expect(byKey.get('SC_IDLE_WARNING_SECS')).toMatchObject({ type: 'NUMBER', value: null, defaultValue: '1800', min: 60 });
    expect(byKey.get('SC_FINAL_EXAMS_ALLOW_PRINT')).toMatchObject({ type: 'BOOLEAN', defaultValue: 'yes', known: true });
    expect(byKey.get('SC_STUDENT_AFFIDAVITS_SSN')).toMatchObject({ type: 'ENUM', options: ['NONE', 'FULL', 'LAST_FOUR'] });
    expect(byKey.get('SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION')).toMatchObject({ type: 'TEXT', maxLength: 200 });
  });

  it('sets and clears rules by type, each change audited with the old and new value', async () => {
    expect((await put(admin, 'SC_FINAL_EXAMS_ALLOW_PRINT', { value: false, reason: 'exam security' })).statusCode).toBe(200);
    expect(await stored('SC_FINAL_EXAMS_ALLOW_PRINT')).toBe('no');
    expect((await put(admin, 'SC_FINAL_EXAMS_ALLOW_PRINT', { value: true })).statusCode).toBe(200);
    expect(await stored('SC_FINAL_EXAMS_ALLOW_PRINT')).toBe('yes');
    expect((await put(admin, 'SC_FINAL_EXAMS_MINS_BEFORE_RETAKE', { value: 45 })).statusCode).toBe(200);
    expect(await stored('SC_FINAL_EXAMS_MINS_BEFORE_RETAKE')).toBe('45');
    expect((await put(admin, 'SC_STUDENT_AFFIDAVITS_SSN', { value: 'LAST_FOUR' })).statusCode).toBe(200);
    expect((await put(admin, 'SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION', { value: '  Final  ' })).statusCode).toBe(200);
    expect(await stored('SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION')).toBe('Final');
    const listed = (await rulesOf()).rules.find((r: { key: string }) => r.key === 'SC_STUDENT_AFFIDAVITS_SSN');
    expect(listed.value).toBe('LAST_FOUR');

    expect((await put(admin, 'SC_FINAL_EXAMS_MINS_BEFORE_RETAKE', { value: null })).statusCode).toBe(200);
    expect(await stored('SC_FINAL_EXAMS_MINS_BEFORE_RETAKE')).toBeUndefined();

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, adminLogin), eq(auditEvents.type, 'PRODUCT_RULE_CHANGED')));
    const data = events.map((e) => e.data);
    expect(data).toContainEqual({
      productId: String(productId),
      code: productCode,
      key: 'SC_FINAL_EXAMS_ALLOW_PRINT',
      oldValue: '(default)',
      newValue: 'no',
      reason: 'exam security',
    });
    expect(data).toContainEqual(expect.objectContaining({ key: 'SC_FINAL_EXAMS_ALLOW_PRINT', oldValue: 'no', newValue: 'yes' }));
    expect(data).toContainEqual(
      expect.objectContaining({ key: 'SC_FINAL_EXAMS_MINS_BEFORE_RETAKE', oldValue: '45', newValue: '(default)' }),
    );
  });

  it("takes the spec's yes/no for a yes/no rule and a number sent as text (issue 25 #23, #41)", async () => {
    expect((await put(admin, 'SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE', { value: 'yes' })).statusCode).toBe(200);
    expect(await stored('SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE')).toBe('yes');
    expect((await put(admin, 'SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE', { value: ' No ' })).statusCode).toBe(200);
    expect(await stored('SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE')).toBe('no');
    expect((await put(admin, 'SC_SECURITY_SECURITY_QUESTION_NUMBER', { value: '1' })).statusCode).toBe(200);
    expect(await stored('SC_SECURITY_SECURITY_QUESTION_NUMBER')).toBe('1');
    const outOfBounds = await put(admin, 'SC_SECURITY_SECURITY_QUESTION_NUMBER', { value: '9' });
    expect(outOfBounds.statusCode).toBe(400);
    expect(outOfBounds.json().fieldErrors[0].field).toBe('value');
  });

  it('refuses a value of the wrong type or out of bounds with a 400 naming the key, and changes nothing', async () => {
    const cases: [string, unknown][] = [
      ['SC_SEAT_TIME_IS_TIMEOUT', 'maybe'],
      ['SC_SEAT_TIME_IS_TIMEOUT', 1],
      ['SC_IDLE_WARNING_SECS', 'lots'],
      ['SC_IDLE_WARNING_SECS', 1.5],
      ['SC_IDLE_WARNING_SECS', '1.5'],
      ['SC_IDLE_WARNING_SECS', '12abc'],
      ['SC_IDLE_WARNING_SECS', 10],
      ['SC_STUDENT_AFFIDAVITS_SSN', 'SOME'],
      ['SC_PROCTOR_PROCTOR_SITE_URL', 'javascript:alert(1)'],
      ['SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION', 'x'.repeat(201)],
      ['SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION', true],
    ];
    for (const [key, value] of cases) {
      const res = await put(admin, key, { value });
      expect(res.statusCode, `${key} ${value}`).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe('value');
      expect(res.json().message).toContain(key);
      expect(await stored(key)).not.toBe(String(value));
    }
  });

  it('refuses an unknown key with a 400 naming it, a malformed one, and a product that does not exist', async () => {
    const unknown = await put(admin, 'SC_NO_SUCH_RULE', { value: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('SC_NO_SUCH_RULE');
    expect(unknown.json().fieldErrors[0].field).toBe('ruleKey');
    expect((await put(admin, 'not_a_rule', { value: true })).json().fieldErrors[0].field).toBe('ruleKey');
    const missing = await admin.request({
      method: 'PUT',
      url: '/api/admin/products/2147483000/rules/SC_SEAT_TIME_IS_TIMEOUT',
      payload: { value: true },
    });
    expect(missing.statusCode).toBe(404);
    expect((await admin.get('/api/admin/products/2147483000/rules')).statusCode).toBe(404);
  });

  it('lists products through the paged search', async () => {
    const page = (await admin.post('/api/admin/products/search', { searchValue: productCode })).json();
    expect(page).toMatchObject({ totalElements: 1, content: [{ id: productId, code: productCode, name: 'Rules Course' }] });
  });

  it('is for administrators only: learner, instructor and CMS editor get 403', async () => {
    for (const authority of [Authority.AUTHENTICATED, Authority.INSTRUCTOR, Authority.CMS_EDITOR]) {
      const user = await createUser(t, { authorities: [...new Set([Authority.AUTHENTICATED, authority])] });
      const client = new TestClient(t.app);
      await client.signIn(user.login, user.password);
      expect((await client.get(`/api/admin/products/${productId}/rules`)).statusCode).toBe(403);
      expect((await put(client, 'SC_SEAT_TIME_IS_TIMEOUT', { value: true })).statusCode).toBe(403);
      expect((await client.post('/api/admin/products/search', {})).statusCode).toBe(403);
    }
    expect(await stored('SC_SEAT_TIME_IS_TIMEOUT')).toBeUndefined();
  });
});
