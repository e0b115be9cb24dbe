import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { create } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseImports, products } from '../../../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../../../test/harness.js';

const STANDARDS = resolve(__dirname, '../../../../../../../../shared/data/standards');

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ storage: { kind: 'local', dir: mkdtempSync(join(tmpdir(), 'cc-upload-storage-')) } }, undefined, {
    ownDatabase: true,
  });
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  admin = new TestClient(t.app);
  await admin.signIn(user.login, user.password);
});
afterAll(() => t.close());

const upload = (fileName: string, bytes: Uint8Array, dryRun = false) =>
  admin.request({
    method: 'POST',
    url: '/api/admin/course-imports',
    payload: { fileName, dryRun, content: Buffer.from(bytes).toString('base64') },
  });

describe('POST api/admin/course-imports with courses of other formats', () => {
  it('checks, then imports a Common Cartridge: the warnings come back as problems with file and line', async () => {
    const bytes = readFileSync(join(STANDARDS, 'common-cartridge/canvas_small_1.1.imscc'));
    const checked = await upload('canvas_small_1.1.imscc', bytes, true);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ result: 'CHECKED', courseCode: 'CC-CCTD0001', created: 17, productId: null });
    expect(await t.database.db.select().from(products).where(eq(products.code, 'CC-CCTD0001'))).toHaveLength(0);
    const imported = await upload('canvas_small_1.1.imscc', bytes);
    expect(imported.statusCode).toBe(200);
    const reply = imported.json();
    expect(reply).toMatchObject({ result: 'IMPORTED', courseCode: 'CC-CCTD0001', created: 17 });
    expect(reply.problems).toHaveLength(20);
    expect(reply.problems[0]).toEqual({
      file: 'I_00003_R/assessment.xml',
      line: 48,
      message: 'item QUE_104045: its images are not carried (exam questions are plain text)',
    });
    const [row] = await t.database.db.select().from(courseImports).where(eq(courseImports.id, reply.id));
    expect(row).toMatchObject({ result: 'IMPORTED', code: 'CC-CCTD0001', problemCount: 20 });
  }, 180_000);

  it('imports an OLX course uploaded as .tar.gz', async () => {
    const archive = join(mkdtempSync(join(tmpdir(), 'olx-upload-')), 'demo.tar.gz');
    await create({ gzip: true, file: archive, cwd: join(STANDARDS, 'olx/demo-course'), portable: true }, ['course']);
    const res = await upload('demo.tar.gz', readFileSync(archive), true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'CHECKED', courseCode: 'OLX-OPENEDX-DEMOX-DEMOCOURSE', created: 83 });
    expect(res.json().problems).toHaveLength(74);
  }, 180_000);

  it('refuses a .tar.gz that is not one, naming content', async () => {
    const res = await upload('demo.tar.gz', new TextEncoder().encode('not an archive at all'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PACKAGE_ZIP_REFUSED' });
  });
});
