import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, productRules, products } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, uniqueLogin } from './support/users.js';

/** The shipped ins-program package zipped with its folder, its code made unique for this run. */
function demoZip(code: string, broken = false, extra: Record<string, string> = {}): Buffer {
  const root = join(import.meta.dirname, '../content/courses/ins-program');
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[`ins-program/${relative(root, path).split('\\').join('/')}`] = readFileSync(path);
    }
  };
  walk(root);
  const course = new TextDecoder().decode(files['ins-program/course.yaml']).replace(/^code: .*$/m, `code: ${code}`);
  files['ins-program/course.yaml'] = new TextEncoder().encode(broken ? course.replace(/^title: .*$/m, 'title: [open') : course);
  for (const [name, text] of Object.entries(extra)) files[`ins-program/${name}`] = new TextEncoder().encode(text);
  return Buffer.from(zipSync(files));
}

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

describe('[ADMIN] products and imports', () => {
  it('[ADMIN] an administrator checks a package, sees its problems, imports it and changes one of its rules', async () => {
    const admin = await createAdmin(server);
    const code = uniqueLogin('INS').toUpperCase();
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, admin.login, admin.password);
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('link', { name: 'Products and imports' }).click();
    await page.getByRole('heading', { name: 'Import a course or a question bank' }).waitFor();

    const file = page.getByLabel('Course package or question file');
    await file.setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: demoZip(code, true) });
    await page.getByRole('button', { name: 'Check only' }).click();
    const problems = page.getByRole('list', { name: 'Problems in the package' });
    await problems.waitFor();
    expect(await problems.textContent()).toMatch(/course\.yaml:\d+/);
    await expectAccessible(page, 'package problems');

    await file.setInputFiles({ name: 'ins-program.zip', mimeType: 'application/zip', buffer: demoZip(code) });
    await page.getByRole('button', { name: 'Check only' }).click();
    await page.getByText(`The package ${code} is valid`).waitFor();
    expect(await server.database.db.select().from(products).where(eq(products.code, code))).toHaveLength(0);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(`Course ${code} imported`).waitFor();
    const [product] = await server.database.db.select().from(products).where(eq(products.code, code));
    expect(product).toBeDefined();
    const history = page.getByRole('table', { name: 'Import history' });
    await history.getByRole('cell', { name: 'Imported' }).first().waitFor();
    expect(await history.getByRole('cell', { name: 'Checked only' }).count()).toBeGreaterThan(0);

    const search = page.getByRole('search', { name: 'Search the list' });
    await search.getByRole('textbox', { name: 'Search' }).fill(code);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Rules of ${code}` }).click();
    const print = page.getByRole('switch', { name: 'SC_FINAL_EXAMS_ALLOW_PRINT' });
    await print.waitFor();
    expect(await print.isChecked()).toBe(true);
    // Each rule says what it means (issue 25 #23).
    await page.getByText('Whether final exams may be printed (when no, right-click is blocked).').waitFor();
    await page.getByRole('textbox', { name: 'Reason for changes (kept in the audit trail)' }).fill('no printing');
    await print.click({ force: true });
    await page.getByText('Rule saved.').waitFor();
    // The package declares its compliance profile (decision 0135): the product shows the binding and the report
    // against the version bound, one row per check.
    const compliance = page.getByRole('region', { name: 'Compliance' });
    const report = compliance.getByRole('table', {
      name: 'Compliance report against California CDI insurance continuing education, version 1',
    });
    await report.waitFor({ timeout: 15_000 });
    await report.getByRole('row', { name: /^Final exam pass mark Unknown .* Provider policy/ }).waitFor({ timeout: 5_000 });
    await compliance
      .getByRole('row', { name: /California CDI insurance continuing education 1 DEMO-CDI-2026-001/ })
      .waitFor({ timeout: 5_000 });
    await expectAccessible(page, 'products, rules and compliance');
    const [rule] = await server.database.db
      .select()
      .from(productRules)
      .where(and(eq(productRules.productId, product?.id ?? 0), eq(productRules.key, 'SC_FINAL_EXAMS_ALLOW_PRINT')));
    expect(rule?.value).toBe('no');
    const events = await server.database.db.select().from(auditEvents).where(eq(auditEvents.principal, admin.login));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'COURSE_PACKAGE_CHECKED',
        'COURSE_PACKAGE_IMPORTED',
        'PRODUCT_RULE_CHANGED',
        'COMPLIANCE_BINDINGS_CHANGED',
      ]),
    );
    await context.close();
  });

  it('[ADMIN] a package with a YAML alias bomb is refused naming the file, and nothing is imported (issue 25 item 12)', async () => {
    const admin = await createAdmin(server);
    const code = uniqueLogin('BOMB').toUpperCase();
    // Nine levels of nine aliases each: a few hundred bytes that would expand to 9^9 nodes.
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev}]`);
    }
    const bomb = `type: LESSON\ntitle: Bomb\n${levels.join('\n')}\nslides: []\n`;
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, admin.login, admin.password);
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('link', { name: 'Products and imports' }).click();
    await page.getByRole('heading', { name: 'Import a course or a question bank' }).waitFor();
    await page.getByLabel('Course package or question file').setInputFiles({
      name: 'bomb.zip',
      mimeType: 'application/zip',
      buffer: demoZip(code, false, { 'nodes/99-bomb.yaml': bomb }),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const problems = page.getByRole('list', { name: 'Problems in the package' });
    await problems.waitFor();
    await problems.getByRole('listitem').filter({ hasText: 'nodes/99-bomb.yaml:1 too many YAML aliases' }).waitFor();
    await expectAccessible(page, 'alias bomb refused');
    await context.close();
    expect(await server.database.db.select().from(products).where(eq(products.code, code))).toHaveLength(0);
  });

  it('[ADMIN] rules sent by an integration as yes/no and as a number in text show on the rules screen, in French too (issue 25 items 23, 41)', async () => {
    const admin = await createAdmin(server);
    const [product] = await server.database.db.select().from(products).where(eq(products.code, 'RE-CE-2026'));
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, admin.login, admin.password);
    // The administrator's own integration sends the spec's forms: 'yes' for a yes/no rule, '1' for a count.
    const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const put = (key: string, value: string) =>
      page.request.put(`/api/admin/products/${product?.id}/rules/${key}`, {
        data: { value },
        headers: { 'X-XSRF-TOKEN': xsrf },
      });
    expect((await put('SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE', 'yes')).status()).toBe(200);
    expect((await put('SC_SECURITY_SECURITY_QUESTION_NUMBER', '1')).status()).toBe(200);
    const refused = await put('SC_SECURITY_SECURITY_QUESTION_NUMBER', '9');
    expect(refused.status()).toBe(400);

    await page.getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('link', { name: 'Products and imports' }).click();
    const search = page.getByRole('search', { name: 'Search the list' });
    await search.getByRole('textbox', { name: 'Search' }).fill('RE-CE-2026');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Rules of RE-CE-2026' }).click();
    const mouse = page.getByRole('switch', { name: 'SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE' });
    await mouse.waitFor();
    expect(await mouse.isChecked()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: 'SC_SECURITY_SECURITY_QUESTION_NUMBER' }).inputValue()).toBe('1');
    await expectAccessible(page, 'rules set by an integration');

    // In French, each rule says what it means in French (issue 25 #23).
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Profil' }).waitFor();
    await page.goto('/administration/products');
    const recherche = page.getByRole('search', { name: 'Rechercher dans la liste' });
    await recherche.getByRole('textbox', { name: 'Rechercher' }).fill('RE-CE-2026');
    await recherche.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('button', { name: 'Règles de RE-CE-2026' }).click();
    await page.getByText('Si les mouvements de la souris comptent comme activité pour le temps de présence.').waitFor();
    expect(await page.getByRole('switch', { name: 'SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE' }).isChecked()).toBe(true);
    await expectAccessible(page, 'rules (fr)');
    await context.close();
  });
});
