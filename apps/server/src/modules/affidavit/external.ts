import {
  type ExternalAffidavitBody,
  type ExternalAffidavitConfig,
  type ExternalAffidavitReply,
  finalAffidavitMessages,
  soleLicenseOfState,
} from '@continuum/contracts';
import { verifyPassword } from '../../platform/auth/password.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { findLoginAndPasswordHash, findPasswordHashes } from '../account/index.js';
import { CourseRules, courseTimeZone } from '../catalog/index.js';
import { courseToday, finalAffidavitFields } from '../exam-gates/index.js';
import { findLearnerProductByExternalIds, findProductByCode, findProductRules } from '../product/index.js';
import { declaredColumns, isoOfUsDate } from './declared.js';
import { type ExternalLink, externalLinkKey, verifyExternalAffidavitLink } from './external-link.js';
import { finalAffidavitErrors } from './final.js';
import { type AffidavitDeps, storeLicense, typedLicense } from './licenses.js';
import * as repo from './repo.js';
import { AFFIDAVIT_MODULE_RULES, certificationText, cyclesOf } from './texts.js';

/** Password checks of the external affidavit: at most 10 per 15 minutes per external user and per login. */
export const EXTERNAL_PASSWORD_RULE = { max: 10, windowMs: 15 * 60_000 };

async function linkAndCourse(deps: AffidavitDeps, token: string) {
  const link = verifyExternalAffidavitLink(externalLinkKey(deps.piiKey), token, deps.clock.now());
  if (!link) throw notFound('affidavit link');
  const product = await findProductByCode(deps.db, link.productCode);
  if (!product) throw notFound('affidavit link');
  const rules = new CourseRules(await findProductRules(deps.db, product.id));
  return { link, product, rules };
}

/** GET api/affidavit/externalnew?token: the external affidavit's config, from the link and the course's rules. */
export async function externalAffidavitConfig(deps: AffidavitDeps, token: string): Promise<ExternalAffidavitConfig> {
  const { link, product, rules } = await linkAndCourse(deps, token);
  const accepted = await repo.findExternalAcceptance(deps.db, link.externalUserId, link.externalEnrollmentId);
  const { label, cycles } = cyclesOf(rules);
  return {
    error: accepted ? finalAffidavitMessages.alreadyAccepted : null,
    ceOrderAction: { action: link.action, url: link.url },
    manualSignature: rules.flag(AFFIDAVIT_MODULE_RULES.manualSignature),
    downloadLinkText: 'Download',
    successUrl: link.action === 'REDIRECT' ? link.url : null,
    successCourse: product.name,
    externalUserId: link.externalUserId,
    state: product.state,
    industry: product.industry,
    cycles,
    cycleLabel: label,
    certificationText: certificationText(rules).text,
    display: finalAffidavitFields(rules),
    today: courseToday(deps.clock.now(), courseTimeZone(rules)),
  };
}

function mismatch(link: ExternalLink, body: ExternalAffidavitBody): boolean {
  return (
    (body.externalUserId !== undefined && body.externalUserId !== link.externalUserId) ||
    (body.externalEnrollmentId !== undefined && body.externalEnrollmentId !== link.externalEnrollmentId)
  );
}

/**
 * The affidavit is signed with an account's password (decision 0093). When the link's external ids name an
 * enrolment (issue 25 item 38), it is that enrolment's account: the learner need not type a login, and a login that
 * names another account does not match. Otherwise the login typed names the account.
 */
async function externalPasswordMatches(db: AffidavitDeps['db'], link: ExternalLink, login: string | null, password: string) {
  const bound = await findLearnerProductByExternalIds(db, link.externalUserId, link.externalEnrollmentId);
  if (bound) {
    const account = await findLoginAndPasswordHash(db, bound.lp.userId);
    if (!account || (login && login !== account.login.toLowerCase())) return false;
    return verifyPassword(account.passwordHash, password);
  }
  const [hash] = login ? await findPasswordHashes(db, [login]) : [];
  return hash ? verifyPassword(hash, password) : false;
}

/** POST api/affidavit/acceptExternal: the final affidavit of a learner sent by a signed link (no session). */
export async function acceptExternalAffidavit(
  deps: AffidavitDeps & { limiter: RateLimiter },
  body: ExternalAffidavitBody,
): Promise<ExternalAffidavitReply> {
  const { db, clock, piiKey } = deps;
  const { link, product, rules } = await linkAndCourse(deps, body.token);
  if (mismatch(link, body)) throw notFound('affidavit link');
  if (await repo.findExternalAcceptance(db, link.externalUserId, link.externalEnrollmentId)) {
    return { error: true, message: finalAffidavitMessages.alreadyAccepted };
  }
  const fields = finalAffidavitFields(rules);
  const today = courseToday(clock.now(), courseTimeZone(rules));
  const state = product.state?.trim().toUpperCase() || null;
  const owner = { externalUserId: link.externalUserId };
  const errors = await finalAffidavitErrors(body, {
    fields,
    today,
    state,
    passwordMatches: async (password) => {
      // A public call that checks a password: guesses are limited per link holder and per login (decision 0093).
      await deps.limiter.hit('affidavit-external-password', `x:${link.externalUserId}`, EXTERNAL_PASSWORD_RULE);
      const login = body.login?.trim().toLowerCase() || null;
      if (login) await deps.limiter.hit('affidavit-external-password', `l:${login}`, EXTERNAL_PASSWORD_RULE);
      return externalPasswordMatches(db, link, login, password);
    },
    ownsLicense: async (id) => {
      const row = await repo.findLicense(db, owner, id);
      return !!row && (!state || row.state === state);
    },
  });
  if (errors.length > 0) return { error: true, message: errors.join('\n') };
  const text = certificationText(rules);
  const ownerTag = `x${link.externalUserId}:${link.externalEnrollmentId}`;
  await db.transaction(async (tx) => {
    const license = fields.license ? (body.license ?? soleLicenseOfState(body, state)) : undefined;
    let licenseId: number | null = license?.id ?? null;
    if (license && !license.id) licenseId = (await storeLicense(deps, tx, owner, typedLicense(license, state))).id;
    const created = await repo.insertAcceptance(tx, {
      kind: 'EXTERNAL',
      externalUserId: link.externalUserId,
      externalEnrollmentId: link.externalEnrollmentId,
      textVersion: text.version,
      textBody: text.text,
      acceptedAt: clock.now(),
      signedOn: isoOfUsDate(today),
      ...declaredColumns(piiKey, ownerTag, body, fields),
      licenseId,
    });
    if (!created) throw new AppError('AFFIDAVIT_ALREADY_ACCEPTED', 409, finalAffidavitMessages.alreadyAccepted);
  });
  return { error: false, message: null };
}
