import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Authority } from '@continuum/contracts';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

/** The GIFT grammar's and IMS's public files (../shared/data/standards, README there), and Moodle's own fixtures. */
const STANDARDS = join(import.meta.dirname, '../../../../../../shared/data/standards');
const MOODLE = join(import.meta.dirname, 'formats/moodle/fixtures');
const QTI_PACKAGE = join(import.meta.dirname, 'formats/qti/fixtures/package');

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ storage: { kind: 'local', dir: mkdtempSync(join(tmpdir(), 'q-upload-storage-')) } });
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

function zipFolder(dir: string): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else files[relative(dir, p)] = readFileSync(p);
    }
  };
  walk(dir);
  return zipSync(files);
}

describe('POST api/admin/course-imports with question files', () => {
  it('imports a GIFT file under its own name, its warnings naming the file and line', async () => {
    const res = await upload('numerical1.gift', readFileSync(join(STANDARDS, 'gift/numerical1.gift')));
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ result: 'IMPORTED', courseCode: 'GIFT-NUMERICAL1', dryRun: false });
    expect(reply.problems).toContainEqual({
      file: 'numerical1.gift',
      line: 19,
      message: 'question "When was Ulysses S. Grant born?": partial credit (50%) cannot be given: those answers count as wrong',
    });
  });

  it('checks a Moodle XML file without writing', async () => {
    const res = await upload('nested categories.xml', readFileSync(join(MOODLE, 'nested_categories_with_questions.xml')), true);
    expect(res.json()).toMatchObject({ result: 'CHECKED', courseCode: 'MXML-NESTED-CATEGORIES', productId: null });
    expect(res.json().problems).toEqual([
      {
        file: 'nested_categories.xml',
        line: 55,
        message: 'question "Kappa Essay Question": an essay becomes an assignment: an instructor reads and grades the answer',
      },
    ]);
  });

  it('imports a QTI item file and a zipped QTI content package', async () => {
    const item = await upload('text_entry.xml', readFileSync(join(STANDARDS, 'qti21/text_entry.xml')));
    expect(item.json()).toMatchObject({ result: 'IMPORTED', courseCode: 'QTI-TEXT-ENTRY' });
    expect(item.json().problems).toHaveLength(1);
    const pack = await upload('safety.zip', zipFolder(QTI_PACKAGE));
    expect(pack.statusCode).toBe(200);
    expect(pack.json()).toMatchObject({ result: 'IMPORTED', courseCode: 'QTI-HAND-MADE-SAFETY-PACK' });
    expect(pack.json().problems).toHaveLength(7);
  });

  it('answers 422 naming the file when a question file cannot be read', async () => {
    const res = await upload('broken.xml', Buffer.from('<?xml version="1.0"?>\n<assessmentItem identifier="x"><itemBody>'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ result: 'INVALID', code: 'PACKAGE_INVALID' });
    expect(res.json().problems[0].file).toBe('broken.xml');
  });
});
