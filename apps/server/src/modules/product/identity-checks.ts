import {
  IDENTITY_CHECK_RULES,
  type IdentityCheckField,
  type IdentityChecks,
  type IdentityChecksBody,
  type IdentityOverrides,
  identityCheckFields,
} from '@continuum/contracts';
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { CourseRules } from '../catalog/index.js';
import { readRuleValues } from './rule-values.js';

// Who asks for the identity checks (issue 25, decision 0104). The learner product's four columns stay what every
// reader reads (gates, biosig, exams, the product reply); they are written here only: from the product's rules,
// with the enrolment's own settings (identity_overrides, set by an administrator) winning.

type Values = Record<IdentityCheckField, boolean>;

/** The four fields as they apply: the enrolment's setting, else the product's rule (biosigInitFailed has none). */
export function identityChecksFrom(overrides: IdentityOverrides, rules: Readonly<Record<string, string>>): Values {
  const course = new CourseRules(rules);
  const ruleOf = (field: IdentityCheckField) => {
    const key = (IDENTITY_CHECK_RULES as Partial<Record<IdentityCheckField, string>>)[field];
    return key ? course.flag(key) : false;
  };
  return Object.fromEntries(identityCheckFields.map((f) => [f, overrides[f] ?? ruleOf(f)])) as Values;
}

/** The columns of a new enrolment of this product (its rules; no override yet). */
export async function identityColumnsOfNewEnrolment(db: Db, productId: number): Promise<Values> {
  return identityChecksFrom({}, await readRuleValues(db, productId));
}

/**
 * After a product's rules changed: every enrolment of it takes the rules' values, except for the fields an
 * administrator set for that enrolment. One statement, in the caller's transaction.
 */
export async function applyIdentityRules(db: Db, productId: number): Promise<void> {
  const rule = identityChecksFrom({}, await readRuleValues(db, productId));
  const col = (field: IdentityCheckField) =>
    sql`coalesce((${learnerProducts.identityOverrides} ->> ${field})::boolean, ${rule[field]})`;
  await db
    .update(learnerProducts)
    .set({
      authRequired: col('authRequired'),
      biosigRequired: col('biosigRequired'),
      biosigNmlsIdRequired: col('biosigNmlsIdRequired'),
      biosigInitFailed: col('biosigInitFailed'),
    })
    .where(eq(learnerProducts.productId, productId));
}

/** Whether a rule key is one of the identity-check rules (a change to it is applied to the enrolments). */
export const isIdentityRule = (key: string) => (Object.values(IDENTITY_CHECK_RULES) as string[]).includes(key);

const shape = (row: Values & { identityOverrides: IdentityOverrides }): IdentityChecks =>
  Object.fromEntries(
    identityCheckFields.map((f) => [f, { value: row[f], setForEnrolment: row.identityOverrides[f] !== undefined }]),
  ) as IdentityChecks;

/** The enrolment's identity checks as an administrator sees them (withdrawn enrolments too). */
export async function readIdentityChecks(db: Db, lpId: number): Promise<IdentityChecks> {
  const [row] = await db.select().from(learnerProducts).where(eq(learnerProducts.id, lpId)).limit(1);
  if (!row) throw notFound('enrolment');
  return shape(row);
}

/**
 * PUT api/admin/enrolments/{id}/identity-checks: sets (true/false) or gives back to the rule (null) each field
 * given, for this enrolment only; the change and its audit row (old and new values, reason) are one transaction.
 */
export async function setIdentityChecks(
  ctx: AppContext,
  actor: SessionUser,
  lpId: number,
  body: IdentityChecksBody,
): Promise<IdentityChecks> {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(learnerProducts).where(eq(learnerProducts.id, lpId)).for('update');
    if (!row) throw notFound('enrolment');
    const overrides: IdentityOverrides = { ...row.identityOverrides };
    for (const f of identityCheckFields) {
      const given = body[f];
      if (given === null) delete overrides[f];
      else if (given !== undefined) overrides[f] = given;
    }
    const values = identityChecksFrom(overrides, await readRuleValues(tx, row.productId));
    await tx
      .update(learnerProducts)
      .set({ ...values, identityOverrides: overrides })
      .where(eq(learnerProducts.id, lpId));
    const said = (v: Values, o: IdentityOverrides) =>
      identityCheckFields.map((f) => `${f}=${v[f] ? 'yes' : 'no'}${o[f] === undefined ? ' (rule)' : ''}`).join(', ');
    await audit(tx, ctx.clock, actor.login, 'ENROLMENT_IDENTITY_CHECKS_CHANGED', {
      learnerProductId: String(lpId),
      before: said(row, row.identityOverrides),
      after: said(values, overrides),
      reason: body.reason,
    });
    return shape({ ...values, identityOverrides: overrides });
  });
}
