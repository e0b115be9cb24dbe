import type {
  AdminProductRow,
  Paged,
  PagedSearch,
  ProductRuleBody,
  ProductRulesReply,
  ProductRuleView,
} from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { knownKeys, pageOf } from '../../../platform/db/paged-search.js';
import { AppError, badRequest, notFound } from '../../../platform/errors.js';
import { audit } from '../../audit/index.js';
import { checkRuleValue, RULE_CATALOGUE } from '../../catalog/index.js';
import { applyIdentityRules, isIdentityRule } from '../identity-checks.js';
import { findRules } from '../repo.js';
import { deleteRule, findProductById, findRuleValue, searchProducts, upsertRule } from './products-repo.js';

export const PRODUCT_RULE_CHANGED = 'PRODUCT_RULE_CHANGED';

/** POST api/admin/products/search: one page of products. */
export async function searchProductList(ctx: AppContext, search: PagedSearch): Promise<Paged<AdminProductRow>> {
  knownKeys(search.options, [], 'options');
  knownKeys(search.extraSearchData, [], 'extraSearchData');
  const { rows, total } = await searchProducts(ctx.database.db, search);
  return pageOf(
    search,
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
  );
}

/** GET api/admin/products/{productId}/rules: every catalogued rule, then any other key the product's package set. */
export async function getProductRules(ctx: AppContext, productId: number): Promise<ProductRulesReply> {
  const product = await findProductById(ctx.database.db, productId);
  if (!product) throw notFound('product');
  const stored = await findRules(ctx.database.db, productId);
  const rules: ProductRuleView[] = [...RULE_CATALOGUE.values()].map((d) => ({
    key: d.key,
    type: d.type,
    value: stored[d.key] ?? null,
    defaultValue: d.defaultValue,
    known: true,
    ...(d.min !== undefined ? { min: d.min, max: d.max } : {}),
    ...(d.maxLength !== undefined ? { maxLength: d.maxLength } : {}),
    ...(d.options ? { options: [...d.options] } : {}),
  }));
  for (const key of Object.keys(stored).sort()) {
    if (!RULE_CATALOGUE.has(key)) rules.push({ key, type: 'TEXT', value: stored[key] ?? null, defaultValue: null, known: false });
  }
  return { productId: product.id, code: product.code, name: product.name, rules };
}

/**
 * PUT api/admin/products/{productId}/rules/{ruleKey}: sets one rule (checked against its type) or clears it
 * (null); the change and its audit row (old and new value) are one transaction. A re-import of the course
 * package replaces the product's rules with the package's (decision 0081).
 */
export async function setProductRule(
  ctx: AppContext,
  actor: SessionUser,
  productId: number,
  key: string,
  body: ProductRuleBody,
): Promise<void> {
  const def = RULE_CATALOGUE.get(key);
  if (!def)
    throw new AppError('UNKNOWN_RULE', 400, `${key} is not a rule this app knows`, [
      { field: 'ruleKey', message: `unknown rule ${key}` },
    ]);
  let next: string | null = null;
  if (body.value !== null) {
    const checked = checkRuleValue(def, body.value);
    if (!checked.ok) throw badRequest('value', checked.message);
    next = checked.value;
  }
  await ctx.database.db.transaction(async (tx) => {
    const product = await findProductById(tx, productId);
    if (!product) throw notFound('product');
    const previous = await findRuleValue(tx, productId, key);
    if (next === null) await deleteRule(tx, productId, key);
    else await upsertRule(tx, productId, key, next);
    if (isIdentityRule(key)) await applyIdentityRules(tx, productId);
    await audit(tx, ctx.clock, actor.login, PRODUCT_RULE_CHANGED, {
      productId: String(productId),
      code: product.code,
      key,
      oldValue: previous ?? '(default)',
      newValue: next ?? '(default)',
      ...(body.reason ? { reason: body.reason } : {}),
    });
  });
}
