import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, feedbackSurveys, learnerProducts, products } from '../../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../../test/harness.js';

let t: TestApp;
let admin: TestClient;
let adminLogin: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  adminLogin = user.login;
  admin = new TestClient(t.app);
  await admin.signIn(user.login, user.password);
});
afterAll(() => t.close());

async function product() {
  const code = unique('P').toUpperCase();
  const [row] = await t.database.db
    .insert(products)
    .values({ code, name: `Course ${code}`, type: 'COURSE', accountName: 'Test Academy', createdAt: new Date() })
    .returning();
  return row as NonNullable<typeof row>;
}
const enrolmentsOf = (userId: number) => t.database.db.select().from(learnerProducts).where(eq(learnerProducts.userId, userId));

describe('POST api/admin/enrolments', () => {
  it('enrols one learner with dates, audited with the reason, and lists it', async () => {
    const p = await product();
    const learner = await createUser(t);
    const res = await admin.post('/api/admin/enrolments', {
      login: learner.login,
      productCode: p.code,
      startDate: '2027-01-04',
      endDate: '2027-03-31',
      reason: 'Paid by the employer',
    });
    expect(res.statusCode).toBe(201);
    const [lp] = await enrolmentsOf(learner.id);
    expect(lp).toMatchObject({ id: res.json().id, productId: p.id, startDate: '2027-01-04', endDate: '2027-03-31' });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.principal, adminLogin),
          eq(auditEvents.type, 'ENROLMENT_CREATED'),
          eq(auditEvents.data, {
            learnerProductId: String(lp?.id),
            login: learner.login,
            productCode: p.code,
            reason: 'Paid by the employer',
          }),
        ),
      );
    expect(event).toBeDefined();
    const list = await admin.post('/api/admin/enrolments/search', { searchValue: learner.login, searchOperation: 'EQUALS' });
    expect(list.json()).toMatchObject({
      totalElements: 1,
      content: [{ login: learner.login, productCode: p.code, startDate: '2027-01-04' }],
    });
    // The learner sees the product.
    const own = new TestClient(t.app);
    await own.signIn(learner.login, learner.password);
    expect((await own.get('/api/user/products')).body).toContain(p.name);
  });

  it('names an unknown login or product, a second enrolment, dates out of order and a missing reason', async () => {
    const p = await product();
    const learner = await createUser(t);
    const fields = async (body: object) => {
      const res = await admin.post('/api/admin/enrolments', { reason: 'Testing it', ...body });
      expect(res.statusCode).toBe(400);
      return res.json().fieldErrors.map((f: { field: string }) => f.field);
    };
    expect(await fields({ login: 'nobody0000', productCode: 'NO-SUCH' })).toEqual(['login', 'productCode']);
    expect(await fields({ login: learner.login, productCode: p.code, startDate: '2027-02-01', endDate: '2027-01-01' })).toEqual([
      'endDate',
    ]);
    expect(await fields({ login: learner.login, productCode: p.code, reason: '' })).toEqual(['reason']);
    expect(
      (await admin.post('/api/admin/enrolments', { login: learner.login, productCode: p.code, reason: 'First' })).statusCode,
    ).toBe(201);
    expect(await fields({ login: learner.login, productCode: p.code })).toEqual(['login']);
    expect(await enrolmentsOf(learner.id)).toHaveLength(1);
  });
});

describe('external enrolment ids (issue 25 item 38)', () => {
  it('an enrolment made with external ids answers the external survey; a pair is used once; one id alone is refused', async () => {
    const p = await product();
    // A survey for the product's industry, so the external survey has something to give.
    const industry = unique('IND');
    await t.database.db.update(products).set({ industry, state: 'TX', licenseType: 'SALES' }).where(eq(products.id, p.id));
    await t.database.db.insert(feedbackSurveys).values({
      industry,
      state: 'TX',
      licenseType: 'SALES',
      questions: [{ text: 'How was it?', type: 'FREE_RESPONSE' }],
      updatedAt: new Date(),
    });
    const learner = await createUser(t);
    const eud = unique('ces-u');
    const res = await admin.post('/api/admin/enrolments', {
      login: learner.login,
      productCode: p.code,
      externalUserId: eud,
      externalEnrollmentId: 'enr-1',
      reason: 'Sold by the CE store',
    });
    expect(res.statusCode).toBe(201);
    expect((await enrolmentsOf(learner.id))[0]).toMatchObject({ externalUserId: eud, externalEnrollmentId: 'enr-1' });
    const open = new TestClient(t.app);
    const survey = await open.get(`/api/feedbackSurvey/externalSurvey?externalUserId=${eud}&externalEnrollmentId=enr-1`);
    expect(survey.statusCode).toBe(200);
    expect(survey.json()).toMatchObject({ externalUserId: eud, externalEnrollmentId: 'enr-1' });

    const other = await createUser(t);
    const again = await admin.post('/api/admin/enrolments', {
      login: other.login,
      productCode: p.code,
      externalUserId: eud,
      externalEnrollmentId: 'enr-1',
      reason: 'Same ids',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['externalEnrollmentId']);
    const alone = await admin.post('/api/admin/enrolments', {
      login: other.login,
      productCode: p.code,
      externalUserId: eud,
      reason: 'One id',
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['externalEnrollmentId']);
    const long = await admin.post('/api/admin/enrolments', {
      login: other.login,
      productCode: p.code,
      externalUserId: 'x'.repeat(101),
      externalEnrollmentId: 'e',
      reason: 'Too long',
    });
    expect(long.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['externalUserId']);
  });

  it('a roster takes the external ids as optional columns and names a reused pair by line', async () => {
    const p = await product();
    const a = await createUser(t);
    const b = await createUser(t);
    const eud = unique('ces-r');
    const csv = `login,productCode,externalUserId,externalEnrollmentId\n${a.login},${p.code},${eud},e1\n${b.login},${p.code},,\n`;
    const res = await admin.post('/api/admin/enrolments/roster', { csv, reason: 'CE store batch' });
    expect(res.statusCode).toBe(201);
    expect((await enrolmentsOf(a.id))[0]).toMatchObject({ externalUserId: eud, externalEnrollmentId: 'e1' });
    expect((await enrolmentsOf(b.id))[0]).toMatchObject({ externalUserId: null, externalEnrollmentId: null });
    const c = await createUser(t);
    const reused = await admin.post('/api/admin/enrolments/roster', {
      csv: `login,productCode,externalUserId,externalEnrollmentId\n${c.login},${p.code},${eud},e1\n`,
      reason: 'CE store batch',
    });
    expect(reused.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['csv.line2.externalEnrollmentId']);
  });
});

describe('POST api/admin/enrolments/roster', () => {
  it('creates every row of a valid CSV in one go', async () => {
    const p = await product();
    const a = await createUser(t);
    const b = await createUser(t);
    const csv = `login,productCode,startDate\n${a.login},${p.code},2027-05-01\n"${b.login}",${p.code},\n`;
    const res = await admin.post('/api/admin/enrolments/roster', { csv, reason: 'Spring cohort' });
    expect(res.statusCode).toBe(201);
    expect(res.json().created).toBe(2);
    expect((await enrolmentsOf(a.id))[0]?.startDate).toBe('2027-05-01');
    expect(await enrolmentsOf(b.id)).toHaveLength(1);
  });

  it('creates nothing when any row is wrong, and names each by line and column', async () => {
    const p = await product();
    const a = await createUser(t);
    const csv = `login,productCode,endDate\n${a.login},${p.code},2027-01-01\nnobody0000,${p.code},\n${a.login},NO-SUCH,soon\n`;
    const res = await admin.post('/api/admin/enrolments/roster', { csv, reason: 'Spring cohort' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual([
      'csv.line3.login',
      'csv.line4.productCode',
      'csv.line4.endDate',
    ]);
    expect(await enrolmentsOf(a.id)).toHaveLength(0);
    const bad = await admin.post('/api/admin/enrolments/roster', { csv: 'login\nann\n', reason: 'Spring cohort' });
    expect(bad.json().fieldErrors[0]).toEqual({ field: 'csv.line1', message: 'the header must name productCode' });
  });
});

describe('PUT api/admin/enrolments/{id}/dates and access', () => {
  it('extends the end date, audited; 404 for an unknown enrolment; learners get 403', async () => {
    const p = await product();
    const learner = await createUser(t);
    const { id } = (
      await admin.post('/api/admin/enrolments', {
        login: learner.login,
        productCode: p.code,
        endDate: '2027-01-31',
        reason: 'Start',
      })
    ).json();
    const res = await admin.request({
      method: 'PUT',
      url: `/api/admin/enrolments/${id}/dates`,
      payload: { endDate: '2027-02-28', reason: 'Illness, extended' },
    });
    expect(res.statusCode).toBe(200);
    expect((await enrolmentsOf(learner.id))[0]?.endDate).toBe('2027-02-28');
    expect(
      (await admin.request({ method: 'PUT', url: '/api/admin/enrolments/2147483000/dates', payload: { reason: 'Nothing' } }))
        .statusCode,
    ).toBe(404);
    const own = new TestClient(t.app);
    await own.signIn(learner.login, learner.password);
    expect((await own.post('/api/admin/enrolments/search', {})).statusCode).toBe(403);
    expect(
      (await own.post('/api/admin/enrolments', { login: learner.login, productCode: p.code, reason: 'Myself' })).statusCode,
    ).toBe(403);
  });
});
