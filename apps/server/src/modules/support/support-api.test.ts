import { Authority, SUPPORT_FEEDBACK_REQUIRED, SUPPORT_FEEDBACK_TOO_LONG } from '@continuum/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, products, supportFeedback } from '../../platform/db/schema/index.js';
import { importFixtureCourse } from '../../test/course-fixture.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { assignInstructor } from '../product/index.js';
import { SUPPORT_MAIL_RULE } from './throttle.js';

let t: TestApp;

async function signedIn(authorities: string[] = []) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

/** A learner enrolled in a product whose provider's support address is `help@…`. */
async function learner() {
  const me = await signedIn();
  const { product, lp } = await createLearnerProduct(t, me.user.id, 'Ethics 101');
  await t.database.db
    .update(products)
    .set({ accountEmail: `help-${product.id}@provider.test` })
    .where(eq(products.id, product.id));
  return { ...me, product, lp };
}

type Res = { json(): { fieldErrors: { field: string; message: string }[] } };
const fieldsOf = (res: Res) => [...new Set(res.json().fieldErrors.map((f) => f.field))].sort();
const messagesOf = (res: Res, field: string) =>
  res
    .json()
    .fieldErrors.filter((f) => f.field === field)
    .map((f) => f.message);

const mailsTo = (to: string) => t.database.db.select().from(emailMessages).where(eq(emailMessages.toAddress, to));

const contact = (lpId: number) => ({
  name: 'ignored',
  registeredEmailAddress: 'ignored@example.test',
  preferredEmailAddress: 'me@home.test',
  course: 'ignored',
  subject: 'Cannot open unit 2',
  comments: 'It says locked. <script>alert(1)</script>',
  learnerProductId: lpId,
});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST api/support/email', () => {
  it("sends the contact form to the product's support address, stored with the account's name and e-mail", async () => {
    const a = await learner();
    const res = await a.client.post('/api/support/email', contact(a.lp.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 1 });
    const [mail] = await mailsTo(`help-${a.product.id}@provider.test`);
    expect(mail).toMatchObject({ kind: 'SUPPORT_EMAIL', subject: 'Support request: Cannot open unit 2' });
    expect(mail?.plainText).toContain(`Registered e-mail address: ${a.user.email}`);
    expect(mail?.plainText).toContain('Preferred e-mail address: me@home.test');
    expect(mail?.plainText).toContain('Course: Ethics 101');
    // The learner's text is escaped in the HTML body: no markup of theirs reaches staff's mail reader.
    expect(mail?.htmlText).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail?.htmlText).not.toContain('<script>');
  });

  it('without a product (or one naming no address) goes to the platform support address', async () => {
    const me = await signedIn();
    const before = (await mailsTo(t.config.supportEmail)).length;
    const { learnerProductId: _lp, ...body } = contact(0);
    expect((await me.client.post('/api/support/email', body)).statusCode).toBe(200);
    expect((await mailsTo(t.config.supportEmail)).length).toBe(before + 1);
  });

  it('400 naming each missing or bad field; 401 without a session; 404 for another learner’s product', async () => {
    const a = await learner();
    const bad = await a.client.post('/api/support/email', { preferredEmailAddress: 'not-an-address', subject: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['comments', 'preferredEmailAddress', 'subject']);
    const long = await a.client.post('/api/support/email', { ...contact(a.lp.id), comments: 'x'.repeat(4097) });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toEqual(['comments']);
    expect((await new TestClient(t.app).post('/api/support/email', contact(a.lp.id))).statusCode).toBe(401);
    const b = await learner();
    const other = await b.client.post('/api/support/email', contact(a.lp.id));
    expect(other.statusCode).toBe(404);
    expect(await mailsTo(`help-${a.product.id}@provider.test`)).toHaveLength(0);
  });

  it('a learner cannot flood support: past the hourly budget 429, and nothing more is sent', async () => {
    const a = await learner();
    for (let i = 0; i < SUPPORT_MAIL_RULE.max; i++) {
      expect((await a.client.post('/api/support/email', contact(a.lp.id))).statusCode).toBe(200);
    }
    const refused = await a.client.post('/api/support/email', contact(a.lp.id));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(await mailsTo(`help-${a.product.id}@provider.test`)).toHaveLength(SUPPORT_MAIL_RULE.max);
    t.clock.advance(SUPPORT_MAIL_RULE.windowMs + 1000);
    expect((await a.client.post('/api/support/email', contact(a.lp.id))).statusCode).toBe(200);
  });
});

describe('POST api/support/feedback', () => {
  it('stores the feedback with page, browser, device, user and product; staff find it, learners may not list it', async () => {
    const a = await learner();
    const res = await a.client.post('/api/support/feedback', {
      name: 'Test User',
      course: 'whatever',
      url: 'https://app.test/lp/1/home',
      feedback: 'The glossary is great',
      browser: 'Firefox 140',
      device: 'desktop',
      learnerProductId: a.lp.id,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(supportFeedback).where(eq(supportFeedback.id, res.json().id));
    expect(row).toMatchObject({
      userId: a.user.id,
      learnerProductId: a.lp.id,
      productId: a.product.id,
      course: 'Ethics 101',
      url: 'https://app.test/lp/1/home',
      feedback: 'The glossary is great',
      browser: 'Firefox 140',
      device: 'desktop',
    });

    const admin = await signedIn([Authority.ADMIN]);
    const found = await admin.client.post('/api/admin/support/feedback/search', { searchValue: 'glossary is great' });
    expect(found.statusCode).toBe(200);
    expect(found.json().content).toEqual([
      expect.objectContaining({ id: res.json().id, login: a.user.login, feedback: 'The glossary is great', device: 'desktop' }),
    ]);
    expect(found.json().totalElements).toBe(1);
    expect((await a.client.post('/api/admin/support/feedback/search', {})).statusCode).toBe(403);
    const instructor = await signedIn([Authority.INSTRUCTOR]);
    expect((await instructor.client.post('/api/admin/support/feedback/search', {})).statusCode).toBe(403);
    const badSort = await admin.client.post('/api/admin/support/feedback/search', {
      sortOrders: { primary: { field: 'nope', direction: 'ASC' } },
    });
    expect(badSort.statusCode).toBe(400);
  });

  it("the spec's messages: 'Feedback text is required' and 'Feedback text limit is 500 characters', naming feedback", async () => {
    const a = await learner();
    for (const [feedback, message] of [
      [undefined, SUPPORT_FEEDBACK_REQUIRED],
      ['   ', SUPPORT_FEEDBACK_REQUIRED],
      ['x'.repeat(501), SUPPORT_FEEDBACK_TOO_LONG],
    ] as const) {
      const res = await a.client.post('/api/support/feedback', { feedback });
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res, 'feedback')).toEqual([message]);
    }
    expect(SUPPORT_FEEDBACK_REQUIRED).toBe('Feedback text is required');
    expect(SUPPORT_FEEDBACK_TOO_LONG).toBe('Feedback text limit is 500 characters');
    expect((await a.client.post('/api/support/feedback', { feedback: 'x'.repeat(500) })).statusCode).toBe(201);
    const b = await learner();
    expect((await b.client.post('/api/support/feedback', { feedback: 'hi', learnerProductId: a.lp.id })).statusCode).toBe(404);
    expect((await new TestClient(t.app).post('/api/support/feedback', { feedback: 'hi' })).statusCode).toBe(401);
  });
});

describe('POST api/support/instructor/email', () => {
  const payload = (learningComponentId: number) => ({
    userName: 'Test User',
    userEmail: 'me@home.test',
    userCourse: 'Fixture Course',
    userPhoneNumber: '555-0100',
    userComment: 'When is the live session?',
    userHelp: '',
    learningComponentId,
  });

  it("one message to each of the product's instructors, found from the learning component; default help text", async () => {
    const a = await signedIn();
    const course = await importFixtureCourse(t, a.user.id);
    const first = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.INSTRUCTOR] });
    const second = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.INSTRUCTOR] });
    await assignInstructor(t.database.db, course.productId, first.id, t.clock.now());
    await assignInstructor(t.database.db, course.productId, second.id, t.clock.now());
    const res = await a.client.post('/api/support/instructor/email', payload(course.id('unit-exam')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 2 });
    for (const instructor of [first, second]) {
      const [mail] = await mailsTo(instructor.email);
      expect(mail).toMatchObject({ kind: 'INSTRUCTOR_EMAIL', subject: 'Instructor request: What can we help you with?' });
      expect(mail?.plainText).toContain('Comment: When is the live session?');
      expect(mail?.plainText).toContain(`Learner product: ${course.lp.id}`);
      expect(mail?.toAddress).toBe(instructor.email);
    }

    // Another learner of another product naming this course's node: 404, nothing sent.
    const b = await learner();
    const other = await b.client.post('/api/support/instructor/email', payload(course.id('unit-exam')));
    expect(other.statusCode).toBe(404);
    const stranger = await b.client.post('/api/support/instructor/email', {
      ...payload(0),
      learningComponentId: undefined,
      learnerProductId: course.lp.id,
    });
    expect(stranger.statusCode).toBe(404);
    expect(await mailsTo(first.email)).toHaveLength(1);
  });

  it('a product without instructors: to its support address, saying so', async () => {
    const a = await learner();
    const res = await a.client.post('/api/support/instructor/email', {
      ...payload(0),
      learningComponentId: undefined,
      learnerProductId: a.lp.id,
      userHelp: 'Grading',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, `help-${a.product.id}@provider.test`))
      .orderBy(desc(emailMessages.id));
    expect(mail?.subject).toBe('Instructor request: Grading');
    expect(mail?.plainText).toContain('No instructor is assigned');
  });

  it('400 naming userEmail, userComment, and the product when neither id is given', async () => {
    const a = await learner();
    const res = await a.client.post('/api/support/instructor/email', {
      userEmail: 'nope',
      userComment: '',
      learnerProductId: a.lp.id,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['userComment', 'userEmail']);
    const noProduct = await a.client.post('/api/support/instructor/email', { userEmail: 'me@home.test', userComment: 'Hi' });
    expect(noProduct.statusCode).toBe(400);
    expect(fieldsOf(noProduct)).toEqual(['learnerProductId']);
    const long = await a.client.post('/api/support/instructor/email', {
      ...payload(0),
      learningComponentId: undefined,
      learnerProductId: a.lp.id,
      userComment: 'x'.repeat(4097),
    });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toEqual(['userComment']);
  });
});

describe('delivery', () => {
  it('with SMTP configured the message is delivered to the provider, answerable to the learner’s preferred address', async () => {
    const smtp = await startSmtpServer();
    const own = await createTestApp({ smtpUrl: smtp.url });
    try {
      const user = await createUser(own, { authorities: [Authority.AUTHENTICATED] });
      const client = new TestClient(own.app);
      await client.signIn(user.login, user.password);
      const { product, lp } = await createLearnerProduct(own, user.id);
      await own.database.db.update(products).set({ accountEmail: 'desk@provider.test' }).where(eq(products.id, product.id));
      expect((await client.post('/api/support/email', contact(lp.id))).statusCode).toBe(200);
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]?.to).toEqual(['desk@provider.test']);
      expect(smtp.mails[0]?.raw).toMatch(/^Reply-To: me@home\.test\r?$/m);
      expect(smtp.mails[0]?.raw).toContain('Subject: Support request: Cannot open unit 2');
      const [stored] = await own.database.db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.toAddress, 'desk@provider.test'));
      expect(stored?.delivered).toBe(true);
    } finally {
      await own.close();
      await smtp.close();
    }
  });
});
