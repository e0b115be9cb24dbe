import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredQuestion } from '../apps/server/src/modules/exam/exam-schema.js';
import { examQuestions, keyPoints, learnerProducts, nodes, products } from '../apps/server/src/platform/db/schema/index.js';
import { TestClient } from '../apps/server/src/test/harness.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner } from './support/users.js';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const CODE = 'RE-EXAM-PREP';

describe('[AUTHORING] the authoring studio', () => {
  it('[AUTHORING] a granted author fixes a question, adds key points and publishes version 2; the learner in progress stays on version 1, a new one gets version 2', async () => {
    const db = server.database.db;
    const [v1] = await db.select().from(products).where(eq(products.code, CODE));
    if (!v1) throw new Error('no demo product');
    const [exam] = await db
      .select()
      .from(nodes)
      .where(and(eq(nodes.productId, v1.id), eq(nodes.key, 'practice/finance')));
    if (!exam) throw new Error('no demo exam');
    const [first] = await db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.nodeId, exam.id))
      .orderBy(examQuestions.position);
    const question = first?.data as unknown as StoredQuestion;
    const fixed = `${question.text} (fixed)`;

    // A learner who started version 1, and an author granted the lineage by an administrator (through the API).
    const learner = await createLearner(server);
    const started = await enrolInDemoProduct(server, learner.id, CODE);
    const admin = await createAdmin(server);
    const adminApi = new TestClient(server.app);
    await adminApi.signIn(admin.login, admin.password);
    const author = await createLearner(server, 'journey-pass-1', [Authority.AUTHENTICATED, Authority.AUTHOR]);
    expect((await adminApi.post('/api/authoring/grants', { userId: author.id, lineage: CODE })).statusCode).toBe(201);

    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, author.login, author.password);
    await page.getByRole('link', { name: 'Studio' }).click();
    await page.getByRole('heading', { name: 'Authoring studio' }).waitFor();
    const lineage = page.getByRole('region', { name: `${v1.name} (${CODE})` });
    await lineage.waitFor();
    await expectAccessible(page, 'studio lineages');
    await lineage.getByRole('button', { name: `Create a draft of ${v1.name}` }).click();
    await page.getByRole('heading', { name: `Draft ${CODE}-V2 (version 2)` }).waitFor();
    const tree = page.getByRole('navigation', { name: 'Course tree' });

    // The typo: the exam's first question, edited by keyboard-reachable controls.
    await tree.getByRole('button', { name: new RegExp(`^${exam.title}`) }).click();
    const editor = page.getByRole('region', { name: `Question ${question.id}` });
    await editor.getByRole('textbox', { name: 'Question text' }).fill(fixed);
    await editor.getByRole('button', { name: `Save question ${question.id}` }).click();
    await editor.getByText('Saved.').waitFor();
    await expectAccessible(page, 'studio draft with a question editor');

    // A key-points node under the exam's parent.
    const [parent] = await db
      .select()
      .from(nodes)
      .where(eq(nodes.id, exam.parentId ?? 0));
    await tree
      .getByRole('button', { name: new RegExp(`^${parent?.title}`) })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('KEY_POINTS');
    await page.getByRole('textbox', { name: 'Title of the new node' }).fill('Finance Essentials');
    await page
      .getByRole('textbox', { name: /^Key points/ })
      .fill('A deed of trust secures the loan.\nPoints are prepaid interest.');
    await page.getByRole('button', { name: 'Add node' }).click();
    await tree.getByRole('button', { name: /^Finance Essentials/ }).waitFor();

    // Publish, after the confirmation.
    await page.getByRole('button', { name: 'Publish version 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish version 2?' });
    await expectAccessible(page, 'studio publish confirmation');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    // The page turns read only: the version is published.
    await page.getByRole('heading', { name: `${CODE}-V2 (version 2, published)` }).waitFor();
    await context.close();

    const [v2] = await db
      .select()
      .from(products)
      .where(eq(products.code, `${CODE}-V2`));
    expect(v2).toMatchObject({ lineage: CODE, version: 2, draft: false });
    const [v2exam] = await db
      .select()
      .from(nodes)
      .where(and(eq(nodes.productId, v2?.id ?? 0), eq(nodes.key, 'practice/finance')));
    const v2questions = await db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.nodeId, v2exam?.id ?? 0));
    expect(v2questions.map((q) => (q.data as { text: string }).text)).toContain(fixed);
    const added = await db
      .select({ points: keyPoints.points })
      .from(keyPoints)
      .innerJoin(nodes, eq(nodes.id, keyPoints.nodeId))
      .where(and(eq(nodes.productId, v2?.id ?? 0), eq(nodes.title, 'Finance Essentials')));
    expect(added).toEqual([{ points: ['A deed of trust secures the loan.', 'Points are prepaid interest.'] }]);
    // Version 1 unchanged, and the learner who started it is still on it.
    const v1questions = await db.select().from(examQuestions).where(eq(examQuestions.nodeId, exam.id));
    expect(v1questions.map((q) => (q.data as { text: string }).text)).toContain(question.text);
    const [stays] = await db.select().from(learnerProducts).where(eq(learnerProducts.id, started.lp.id));
    expect(stays?.productId).toBe(v1.id);
    // A new enrolment by the lineage's code gets version 2.
    const newcomer = await createLearner(server);
    const enrol = await adminApi.post('/api/admin/enrolments', {
      login: newcomer.login,
      productCode: CODE,
      reason: 'new cohort',
    });
    expect(enrol.statusCode).toBe(201);
    // Through the learner's own API: one course, whose enrolment is on version 2.
    const newcomerApi = new TestClient(server.app);
    await newcomerApi.signIn(newcomer.login, 'journey-pass-1');
    const listed = (await newcomerApi.get('/api/user/products')).json() as { learnerProductId: number }[];
    expect(listed).toHaveLength(1);
    const [mine] = await db
      .select()
      .from(learnerProducts)
      .where(eq(learnerProducts.id, listed[0]?.learnerProductId ?? 0));
    expect(mine?.productId).toBe(v2?.id);
  });
});
