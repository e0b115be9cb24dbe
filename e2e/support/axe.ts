import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core's browser bundle as text; the package's main export is that same source plus a typed API.
const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** WCAG 2.1 A and AA: the level the spec asks for, and nothing from best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per violated node: rule, impact, where, and axe's summary of what to fix. */
export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((n) => {
        const summary = (n.failureSummary ?? v.help).split('\n').slice(0, 2).join(' ').trim();
        return `${v.id} [${v.impact ?? 'n/a'}] ${n.target.join(' ')}: ${summary}`;
      }),
    )
    .join('\n');
}

/**
 * Runs axe-core on the page as it is now and fails listing every violation.
 * With AXE_COLLECT=<file> it appends the violations as JSON lines and does not fail: that is only for
 * measuring a baseline across all journeys (decision 0064), never for CI.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // The app's CSP forbids inline scripts (addScriptTag); an evaluation through the debugging protocol is not
  // a page script, so the policy stays as the learner gets it.
  if (!loaded) await page.evaluate(`${axeSource}\n;undefined`);
  // Animations (modal transitions) would make contrast readings depend on timing.
  await page.waitForTimeout(250);
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read: axe then keeps one node per passed rule instead of every node (231 runs per suite).
        resultTypes: ['violations'],
      }),
    TAGS,
  )) as AxeResults;
  const { violations } = results;
  const collect = process.env.AXE_COLLECT;
  if (collect) {
    for (const v of violations)
      appendFileSync(
        collect,
        `${JSON.stringify({ label, rule: v.id, impact: v.impact, nodes: v.nodes.length, targets: v.nodes.map((n) => n.target.join(' ')) })}\n`,
      );
    return;
  }
  if (violations.length > 0) {
    throw new Error(`axe: ${violations.length} rule(s) violated on ${label}:\n${describeViolations(violations)}`);
  }
}
