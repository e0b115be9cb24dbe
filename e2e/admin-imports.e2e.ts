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
function demoZip(code: string, broken = false): Buffer {
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
});
