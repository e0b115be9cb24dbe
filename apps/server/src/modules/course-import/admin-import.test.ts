import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Authority, PACKAGE_MAX_ENTRIES, PACKAGE_ZIP_MAX_BYTES } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  courseImports,
  learnerNodeStatus,
  learnerProducts,
  nodes,
  products,
} from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';

const COURSES = join(import.meta.dirname, '../../../../../content/courses');

/** The files of a shipped demo package, under `prefix`, with its course code made unique for this run. */
function demoFiles(name: string, code: string, prefix = ''): Record<string, Uint8Array> {
  const root = join(COURSES, name);
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[prefix + relative(root, path).split('\\').join('/')] = readFileSync(path);
    }
  };
  walk(root);
  const course = `${prefix}course.yaml`;
  const text = new TextDecoder().decode(files[course]).replace(/^code: .*$/m, `code: ${code}`);
  files[course] = new TextEncoder().encode(text);
  return files;
}
const base64 = (zip: Uint8Array) => Buffer.from(zip).toString('base64');

let t: TestApp;
let admin: TestClient;
let adminLogin: string;
let storageDir: string;
beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'admin-import-storage-'));
  t = await createTestApp({ storage: { kind: 'local', dir: storageDir } });
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  adminLogin = user.login;
  admin = new TestClient(t.app);
  await admin.signIn(user.login, user.password);
});
afterAll(() => t.close());

const upload = (client: TestClient, payload: Record<string, unknown>) =>
  client.request({ method: 'POST', url: '/api/admin/course-imports', payload });
const productCount = async (code: string) => (await t.database.db.select().from(products).where(eq(products.code, code))).length;

describe('course package import from the admin screen', () => {
  it('imports the shipped demo package zipped with its folder, then updates it in place; kept in the history, audited', async () => {
    const code = unique('INS').toUpperCase();
    const zip = zipSync(demoFiles('ins-program', code, 'ins-program/'));
    const first = await upload(admin, { fileName: 'ins-program.zip', content: base64(zip) });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ result: 'IMPORTED', dryRun: false, courseCode: code, removed: 0, updated: 0, problems: [] });
    expect(body.created).toBeGreaterThan(20);
    const [product] = await t.database.db.select().from(products).where(eq(products.code, code));
    expect(product?.id).toBe(body.productId);
    const tree = await t.database.db.select().from(nodes).where(eq(nodes.productId, body.productId));
    expect(tree).toHaveLength(body.created);

    // A learner's progress on a node that stays in the package survives the update.
    const learner = await createUser(t);
    const [lp] = await t.database.db
      .insert(learnerProducts)
      .values({ userId: learner.id, productId: body.productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
      .returning();
    const kept = tree.find((n) => n.type === 'LESSON');
    const now = t.clock.now();
    await t.database.db
      .insert(learnerNodeStatus)
      .values({ learnerProductId: lp?.id ?? 0, nodeId: kept?.id ?? 0, status: 'COMPLETE', startedAt: now, lastVisitedAt: now });

    const again = (await upload(admin, { fileName: 'ins-program.zip', content: base64(zip) })).json();
    expect(again).toMatchObject({ result: 'IMPORTED', productId: body.productId, created: 0, updated: body.created, removed: 0 });

    const progress = await t.database.db
      .select()
      .from(learnerNodeStatus)
      .where(eq(learnerNodeStatus.learnerProductId, lp?.id ?? 0));
    expect(progress).toMatchObject([{ nodeId: kept?.id, status: 'COMPLETE' }]);

    const history = (await admin.get('/api/admin/course-imports')).json();
    expect(history[0]).toMatchObject({
      id: again.id,
      actorLogin: adminLogin,
      fileName: 'ins-program.zip',
      courseCode: code,
      result: 'IMPORTED',
    });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, adminLogin), eq(auditEvents.type, 'COURSE_PACKAGE_IMPORTED')));
    expect(events.map((e) => e.data)).toContainEqual(
      expect.objectContaining({ importId: String(body.id), code, result: 'IMPORTED', created: String(body.created) }),
    );
  });

  it('a check only reports what an import would do and writes nothing: no product, no node, no stored file', async () => {
    const code = unique('RE').toUpperCase();
    const zip = zipSync(demoFiles('re-ce-agency', code));
    const res = await upload(admin, { fileName: 're-ce-agency.zip', dryRun: true, content: base64(zip) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'CHECKED', dryRun: true, courseCode: code, productId: null, problems: [] });
    expect(res.json().created).toBeGreaterThan(10);
    expect(await productCount(code)).toBe(0);
    expect(readdirSync(storageDir, { recursive: true }).filter((f) => !String(f).endsWith('/'))).toEqual([]);
    const [row] = await t.database.db.select().from(courseImports).where(eq(courseImports.id, res.json().id));
    expect(row).toMatchObject({ result: 'CHECKED', dryRun: true, code, actorLogin: adminLogin });
  });

  it('a package with errors answers 422 with every problem by file and line, and imports nothing', async () => {
    const code = unique('BAD').toUpperCase();
    const files = demoFiles('ins-program', code);
    const lesson = Object.keys(files).find((f) => f.endsWith('02-ethical-decision-making.yaml')) as string;
    files[lesson] = new TextEncoder().encode('type: LESSON\ntitle: Broken\nslides:\n  - id: s1\n    type: NO_SUCH_TYPE\n');
    files['nodes/99-extra.yaml'] = new TextEncoder().encode('type: LESSON\ntitle: [unclosed\n');
    const res = await upload(admin, { fileName: 'broken.zip', content: base64(zipSync(files)) });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ status: 422, code: 'PACKAGE_INVALID', result: 'INVALID' });
    expect(body.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: lesson, line: 4 }),
        expect.objectContaining({ file: 'nodes/99-extra.yaml', line: expect.any(Number) }),
      ]),
    );
    expect(await productCount(code)).toBe(0);
    const history = (await admin.get('/api/admin/course-imports')).json();
    expect(history[0]).toMatchObject({ id: body.id, result: 'INVALID', problemCount: body.problems.length });
  });

  it('a YAML alias bomb answers 422 naming the file, not 500 (issue 25 item 12)', async () => {
    const code = unique('BOMB').toUpperCase();
    const files = demoFiles('ins-program', code);
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev}]`);
    }
    files['nodes/99-bomb.yaml'] = new TextEncoder().encode(`type: LESSON\ntitle: Bomb\n${levels.join('\n')}\nslides: []\n`);
    const res = await upload(admin, { fileName: 'bomb.zip', content: base64(zipSync(files)) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PACKAGE_INVALID', result: 'INVALID' });
    expect(res.json().problems).toContainEqual(expect.objectContaining({ file: 'nodes/99-bomb.yaml', line: 1 }));
    expect(await productCount(code)).toBe(0);
  });

  it('refuses zips whose paths leave the folder, that are too large, or are no zip at all, naming content', async () => {
    const code = unique('ESC').toUpperCase();
    for (const name of ['../evil.yaml', 'nodes/../../evil.yaml', '/etc/evil.yaml', 'C:/evil.yaml', 'course.yaml/x.yaml']) {
      const zip = zipSync({ ...demoFiles('ins-program', code), [name]: new TextEncoder().encode('x') });
      const res = await upload(admin, { fileName: 'escape.zip', content: base64(zip) });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().fieldErrors[0]).toMatchObject({ field: 'content' });
    }
    expect(await productCount(code)).toBe(0);

    // A bomb: small compressed, huge unpacked; refused from the directory's sizes before inflating.
    const bomb = zipSync({ 'course.yaml': new Uint8Array(200 * 1024 * 1024) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(PACKAGE_ZIP_MAX_BYTES);
    const bombed = await upload(admin, { fileName: 'bomb.zip', content: base64(bomb) });
    expect(bombed.statusCode).toBe(400);
    expect(bombed.json().message).toMatch(/unpacks to more than/);

    const many = Object.fromEntries(
      Array.from({ length: PACKAGE_MAX_ENTRIES + 1 }, (_, i) => [`nodes/n${i}.yaml`, new Uint8Array(0)]),
    );
    const crowded = await upload(admin, { fileName: 'many.zip', content: base64(zipSync(many)) });
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().message).toMatch(/more than \d+ entries/);

    const tooBig = 'A'.repeat(Math.ceil(PACKAGE_ZIP_MAX_BYTES / 3) * 4 + 4);
    const big = await upload(admin, { fileName: 'big.zip', content: tooBig });
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
    expect(big.statusCode).toBeLessThan(500);

    const notZip = await upload(admin, { fileName: 'x.zip', content: Buffer.from('not a zip at all').toString('base64') });
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().fieldErrors[0]).toMatchObject({ field: 'content' });
  });

  it('is for administrators only: learner, instructor and CMS editor get 403', async () => {
    const zip = base64(zipSync(demoFiles('ins-program', unique('NO').toUpperCase())));
    for (const authority of [Authority.AUTHENTICATED, Authority.INSTRUCTOR, Authority.CMS_EDITOR]) {
      const user = await createUser(t, { authorities: [...new Set([Authority.AUTHENTICATED, authority])] });
      const client = new TestClient(t.app);
      await client.signIn(user.login, user.password);
      expect((await upload(client, { fileName: 'p.zip', content: zip })).statusCode, authority).toBe(403);
      expect((await client.get('/api/admin/course-imports')).statusCode, authority).toBe(403);
    }
  });
});
