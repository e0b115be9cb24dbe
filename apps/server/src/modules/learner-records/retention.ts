import type { AppContext } from '../../platform/context.js';
import { audit } from '../audit/index.js';
import { findRetentionBindings, type RetentionBinding } from '../compliance/index.js';
import { enrolmentRetentionFacts } from '../product/index.js';

export const RETENTION_CHECKED = 'RECORDS_RETENTION_CHECKED';

/** Why a product's records were kept (decision 0183). */
export type RetentionReason =
  /** No bound profile sets a retention period (none has a cited value): kept, with no end. */
  | 'NO_PERIOD'
  /** Every completed enrolment is within its period. */
  | 'WITHIN_PERIOD'
  /** Some completions are past the period; kept all the same: Continuum deletes no enrolment record. */
  | 'PAST_PERIOD_KEPT';

export interface RetentionLine {
  productId: number;
  profiles: {
    profileId: string;
    profileVersion: number;
    regulator: string;
    retentionYears: number | null;
    citation: string | null;
  }[];
  /** The longest period of the bound profiles: a record any of them may ask for is kept that long. */
  retentionYears: number | null;
  enrolments: number;
  /** Enrolments not completed: their period has not begun. */
  notCompleted: number;
  /** Until when the latest completion must be kept (YYYY-MM-DD), or null when no period is set. */
  keepUntil: string | null;
  /** Completions whose period has run out (still kept). */
  pastPeriod: number;
  deleted: 0;
  reason: RetentionReason;
}

export interface RetentionReport {
  checkedAt: string;
  lines: RetentionLine[];
  deleted: 0;
}

const addYears = (d: Date, years: number) => {
  const out = new Date(d);
  out.setUTCFullYear(out.getUTCFullYear() + years);
  return out;
};

function longest(bindings: RetentionBinding[]): number | null {
  const years = bindings.map((b) => b.retentionYears).filter((y): y is number => y != null);
  return years.length ? Math.max(...years) : null;
}

/**
 * The records-retention check (issue 28, decision 0183): per bound product, the profiles' retention years, until when
 * its records must be kept, and how many completions are past their period. It deletes nothing: no code path of
 * Continuum deletes an enrolment's records today, so the check says what is kept and why. It logs counts (no PII)
 * and writes one audit event.
 */
export async function checkRetention(ctx: AppContext): Promise<RetentionReport> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const bindings = await findRetentionBindings(db, ctx.services.complianceProfiles);
  const byProduct = new Map<number, RetentionBinding[]>();
  for (const b of bindings) byProduct.set(b.productId, [...(byProduct.get(b.productId) ?? []), b]);
  const cutoffs = new Map<number, Date>();
  for (const [productId, bs] of byProduct) {
    const years = longest(bs);
    cutoffs.set(productId, years == null ? new Date(0) : addYears(now, -years));
  }
  const facts = new Map((await enrolmentRetentionFacts(db, cutoffs)).map((f) => [f.productId, f]));
  const lines: RetentionLine[] = [...byProduct].map(([productId, bs]) => {
    const years = longest(bs);
    const f = facts.get(productId);
    const pastPeriod = years == null ? 0 : (f?.completedBeforeCutoff ?? 0);
    return {
      productId,
      profiles: bs.map((b) => ({
        profileId: b.profileId,
        profileVersion: b.profileVersion,
        regulator: b.regulator,
        retentionYears: b.retentionYears,
        citation: b.source?.citation ?? null,
      })),
      retentionYears: years,
      enrolments: f?.enrolments ?? 0,
      notCompleted: f?.notCompleted ?? 0,
      keepUntil: years != null && f?.lastCompletedAt ? addYears(f.lastCompletedAt, years).toISOString().slice(0, 10) : null,
      pastPeriod,
      deleted: 0,
      reason: years == null ? 'NO_PERIOD' : pastPeriod > 0 ? 'PAST_PERIOD_KEPT' : 'WITHIN_PERIOD',
    };
  });
  const count = (r: RetentionReason) => lines.filter((l) => l.reason === r).length;
  const summary = {
    products: String(lines.length),
    enrolments: String(lines.reduce((n, l) => n + l.enrolments, 0)),
    noPeriod: String(count('NO_PERIOD')),
    withinPeriod: String(count('WITHIN_PERIOD')),
    pastPeriodKept: String(count('PAST_PERIOD_KEPT')),
    deleted: '0',
  };
  ctx.log.info(summary, 'records retention check: nothing deleted');
  await audit(db, ctx.clock, 'system', RETENTION_CHECKED, summary);
  return { checkedAt: now.toISOString(), lines, deleted: 0 };
}
