import type { ComplianceBindingMoveBody, ComplianceBindingsBody, ComplianceBindingsReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { findProductTimeFacts } from '../product/index.js';
import { type BindingRow, findBindings, replaceBindings, updateBindingVersion } from './repo.js';

export const COMPLIANCE_BINDINGS_CHANGED = 'COMPLIANCE_BINDINGS_CHANGED';

export const bindingView = (r: BindingRow) => ({
  profileId: r.profileId,
  profileVersion: r.profileVersion,
  approvalNumber: r.approvalNumber,
  approvalExpiresOn: r.approvalExpiresOn,
  creditHours: Number(r.creditHours),
  boundBy: r.boundBy,
  boundAt: r.boundAt.toISOString(),
});

/** The bindings of a product as views (no product check: callers make it). */
export async function bindingsOf(db: Db, productId: number) {
  return (await findBindings(db, productId)).map(bindingView);
}

const describe = (rows: { profileId: string; profileVersion: number; approvalNumber: string }[]) =>
  rows.map((r) => `${r.profileId}@${r.profileVersion}#${r.approvalNumber}`).join(', ') || '(none)';

/** GET api/admin/products/{productId}/compliance-bindings. */
export async function getBindings(ctx: AppContext, productId: number): Promise<ComplianceBindingsReply> {
  if (!(await findProductTimeFacts(ctx.database.db, productId))) throw notFound('product');
  return { productId, bindings: await bindingsOf(ctx.database.db, productId) };
}

/**
 * PUT api/admin/products/{productId}/compliance-bindings: the product is approved under exactly these profile
 * versions. Each must be a shipped profile version, each profile at most once; the change and its audit row
 * (old and new bindings, reason) are one transaction.
 */
export async function setBindings(
  ctx: AppContext,
  actor: SessionUser,
  productId: number,
  body: ComplianceBindingsBody,
): Promise<ComplianceBindingsReply> {
  const seen = new Set<string>();
  body.bindings.forEach((b, i) => {
    if (seen.has(b.profileId)) throw badRequest(`bindings.${i}.profileId`, `${b.profileId} is bound twice`);
    seen.add(b.profileId);
    if (!ctx.services.complianceProfiles.find(b.profileId))
      throw badRequest(`bindings.${i}.profileId`, `no compliance profile ${b.profileId}`, 'UNKNOWN_PROFILE');
    if (!ctx.services.complianceProfiles.find(b.profileId, b.profileVersion))
      throw badRequest(`bindings.${i}.profileVersion`, `${b.profileId} has no version ${b.profileVersion}`, 'UNKNOWN_PROFILE');
  });
  const now = ctx.clock.now();
  return ctx.database.db.transaction(async (tx) => {
    const product = await findProductTimeFacts(tx, productId);
    if (!product) throw notFound('product');
    const previous = await findBindings(tx, productId);
    await replaceBindings(
      tx,
      productId,
      body.bindings.map((b) => ({ ...b, productId, creditHours: b.creditHours.toFixed(2), boundBy: actor.login, boundAt: now })),
    );
    await audit(tx, ctx.clock, actor.login, COMPLIANCE_BINDINGS_CHANGED, {
      productId: String(productId),
      code: product.code,
      oldBindings: describe(previous),
      newBindings: describe(body.bindings),
      ...(body.reason ? { reason: body.reason } : {}),
    });
    return { productId, bindings: await bindingsOf(tx, productId) };
  });
}

export const COMPLIANCE_BINDING_MOVED = 'COMPLIANCE_BINDING_MOVED';

/**
 * POST api/admin/products/{productId}/compliance-bindings/{profileId}/move: the product is checked against another
 * shipped version of a profile it is bound to from now on (decision 0135). Only an administrator moves a product:
 * a new version of a profile never moves one by itself. The move and its audit row (from, to, reason) are one
 * transaction.
 */
export async function moveBinding(
  ctx: AppContext,
  actor: SessionUser,
  productId: number,
  profileId: string,
  body: ComplianceBindingMoveBody,
): Promise<ComplianceBindingsReply> {
  if (!ctx.services.complianceProfiles.find(profileId, body.profileVersion))
    throw badRequest('profileVersion', `${profileId} has no version ${body.profileVersion}`, 'UNKNOWN_PROFILE');
  const now = ctx.clock.now();
  return ctx.database.db.transaction(async (tx) => {
    const product = await findProductTimeFacts(tx, productId);
    if (!product) throw notFound('product');
    const previous = (await findBindings(tx, productId)).find((b) => b.profileId === profileId);
    if (!previous) throw notFound('compliance binding');
    await updateBindingVersion(tx, productId, profileId, {
      profileVersion: body.profileVersion,
      boundBy: actor.login,
      boundAt: now,
    });
    await audit(tx, ctx.clock, actor.login, COMPLIANCE_BINDING_MOVED, {
      productId: String(productId),
      code: product.code,
      profileId,
      fromVersion: String(previous.profileVersion),
      toVersion: String(body.profileVersion),
      reason: body.reason,
    });
    return { productId, bindings: await bindingsOf(tx, productId) };
  });
}
