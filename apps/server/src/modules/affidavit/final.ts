import {
  type AffidavitFields,
  type FinalAffidavitBody,
  type FinalAffidavitMessageKey,
  finalAffidavitChecks,
  finalAffidavitMessages,
  soleLicenseOfState,
} from '@continuum/contracts';
import type { Actor } from '../../platform/auth/actor.js';
import { verifyPassword } from '../../platform/auth/password.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { findPasswordHashes } from '../account/index.js';
import { CourseRules, courseTimeZone } from '../catalog/index.js';
import { courseToday, finalAffidavitFields } from '../exam-gates/index.js';
import { findLearnerProductWithProduct, findProductRules } from '../product/index.js';
import { assertCompletionQuestionPassed, COMPLETION_PURPOSES } from '../security-question/index.js';
import { declaredColumns, isoOfUsDate } from './declared.js';
import { type AffidavitDeps, newLicenseErrors, storeLicense, typedLicense } from './licenses.js';
import { ownsLearnerProduct } from './policy.js';
import * as repo from './repo.js';
import { certificationText } from './texts.js';

/** The learner product with its product and rules, the owner's only (404 otherwise). */
export async function ownLearnerProduct(db: Db, userId: number, learnerProductId: number) {
  const found = await findLearnerProductWithProduct(db, learnerProductId);
  if (!found || !ownsLearnerProduct({ id: userId }, found.lp)) throw notFound('learner product');
  return { ...found, rules: new CourseRules(await findProductRules(db, found.product.id)) };
}

export interface CheckContext {
  fields: AffidavitFields;
  today: string;
  state: string | null;
  /** Whether the typed password is the account's (the affidavit is signed with it). */
  passwordMatches: (password: string) => Promise<boolean>;
  /** Whether a licence id is the signer's own, in the course's state. */
  ownsLicense: (id: number) => Promise<boolean>;
}

/**
 * Every check of the final affidavit in the spec's order (002 §5): the shared pure checks, with the password's
 * correctness and the licence's owner and fields (what only the server knows) at their places.
 */
export async function finalAffidavitErrors(body: FinalAffidavitBody, ctx: CheckContext): Promise<string[]> {
  const found: { key: FinalAffidavitMessageKey; message: string }[] = finalAffidavitChecks(
    body,
    ctx.fields,
    ctx.today,
    ctx.state,
  );
  const keys = new Set(found.map((c) => c.key));
  if (ctx.fields.password && body.password?.trim() && !keys.has('passwordMismatch')) {
    if (!(await ctx.passwordMatches(body.password))) {
      found.push({ key: 'passwordIncorrect', message: finalAffidavitMessages.passwordIncorrect });
    }
  }
  if (ctx.fields.license && !keys.has('licenseRequired')) {
    const license = body.license ?? soleLicenseOfState(body, ctx.state);
    const bad = license?.id
      ? !(await ctx.ownsLicense(license.id))
      : !license || newLicenseErrors(typedLicense(license, ctx.state), { state: ctx.state, today: ctx.today }).length > 0;
    if (bad) found.push({ key: 'licenseRequired', message: finalAffidavitMessages.licenseRequired });
  }
  // The spec's order is the order of the messages' keys (finalAffidavitMessages); sort is stable.
  return found.sort((a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key)).map((c) => c.message);
}

const ORDER = Object.keys(finalAffidavitMessages) as FinalAffidavitMessageKey[];

/**
 * POST api/affidavit/acceptFinal/{learnerProductId}: checks the final affidavit and, when it passes, stores what
 * the learner declared (PII sealed) with the certification text's version and the time. Replies the errors.
 */
export async function acceptFinalAffidavit(
  deps: AffidavitDeps,
  actor: Actor,
  learnerProductId: number,
  body: FinalAffidavitBody,
  /** The course completion's gate (the course finished, its question answered; issue 25 item 37). */
  assertOpen: () => Promise<void>,
  /** Runs in the acceptance's transaction (the regulator reporting queue's unblocking, decision 0150). */
  onAccepted: (tx: Db, learnerProductId: number) => Promise<void> = async () => {},
): Promise<string[]> {
  const { db, clock, piiKey } = deps;
  const found = await ownLearnerProduct(db, actor.user.id, learnerProductId);
  if (await repo.findAcceptance(db, found.lp.id, 'FINAL')) {
    throw new AppError('AFFIDAVIT_ALREADY_ACCEPTED', 409, finalAffidavitMessages.alreadyAccepted);
  }
  await assertOpen();
  // 001 §4: the final affidavit comes after a security question when the course asks them (decision 0099).
  if (found.product.rootNodeId !== null)
    await assertCompletionQuestionPassed(db, {
      learnerProductId: found.lp.id,
      rootNodeId: found.product.rootNodeId,
      purpose: COMPLETION_PURPOSES.affidavit,
      rules: found.rules,
    });
  const fields = finalAffidavitFields(found.rules);
  const today = courseToday(clock.now(), courseTimeZone(found.rules));
  const state = found.product.state?.trim().toUpperCase() || null;
  const owner = { userId: actor.user.id };
  const errors = await finalAffidavitErrors(body, {
    fields,
    today,
    state,
    passwordMatches: async (password) => {
      const [hash] = await findPasswordHashes(db, [actor.user.login]);
      return hash ? verifyPassword(hash, password) : false;
    },
    ownsLicense: async (id) => {
      const row = await repo.findLicense(db, owner, id);
      // Of the course's state and not lapsed (decision 0109): a stored licence ages too.
      const todayIso = isoOfUsDate(today);
      return !!row && (!state || row.state === state) && (!todayIso || row.renewalDate >= todayIso);
    },
  });
  if (errors.length > 0) return errors;
  const text = certificationText(found.rules);
  await db.transaction(async (tx) => {
    const license = fields.license ? (body.license ?? soleLicenseOfState(body, state)) : undefined;
    let licenseId: number | null = license?.id ?? null;
    if (license && !license.id) {
      licenseId = (await storeLicense(deps, tx, owner, typedLicense(license, state))).id;
    }
    const created = await repo.insertAcceptance(tx, {
      kind: 'FINAL',
      learnerProductId: found.lp.id,
      acceptedByUserId: actor.realActor.id,
      textVersion: text.version,
      textBody: text.text,
      acceptedAt: clock.now(),
      signedOn: isoOfUsDate(today),
      ...declaredColumns(piiKey, `lp${found.lp.id}`, body, fields),
      licenseId,
    });
    // A concurrent accept won: roll back the licence stored with this one.
    if (!created) throw new AppError('AFFIDAVIT_ALREADY_ACCEPTED', 409, finalAffidavitMessages.alreadyAccepted);
    await onAccepted(tx, found.lp.id);
  });
  return [];
}
