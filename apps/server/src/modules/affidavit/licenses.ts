import {
  type AffidavitLicenseInput,
  LICENSE_TYPES,
  type LicenseGet,
  type LicenseValidateBody,
  type LicenseValidateReply,
  type LicenseView,
  licenseMessages,
  parseRenewalDate,
  usStateCode,
} from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { CourseRules, courseTimeZone } from '../catalog/index.js';
import { courseToday } from '../exam-gates/index.js';
import { findLearnerProductWithProduct, findProductRules } from '../product/index.js';
import { licenseContext, maskNumber, open, ownerKeyOfExternal, ownerKeyOfUser, seal } from './pii.js';
import { ownsLearnerProduct } from './policy.js';
import * as repo from './repo.js';

export interface AffidavitDeps {
  db: Db;
  clock: Clock;
  piiKey: Buffer;
}

export const AUDIT_AFFIDAVIT_PII_READ = 'AFFIDAVIT_PII_READ';

export const ownerKey = (owner: repo.LicenseOwner) =>
  'userId' in owner ? ownerKeyOfUser(owner.userId) : ownerKeyOfExternal(owner.externalUserId);

/** m/d/yyyy of a stored YYYY-MM-DD. */
export function renewalDateText(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(m)}/${Number(d)}/${y}`;
}

/** A stored licence with its number masked; the opening is audited by the caller. */
export function licenseViewOf(deps: AffidavitDeps, row: repo.LicenseRow, selected: boolean): LicenseView {
  const owner: repo.LicenseOwner = row.userId ? { userId: row.userId } : { externalUserId: row.externalUserId ?? '' };
  const number = open(deps.piiKey, row.licenseNumberEncrypted, licenseContext(ownerKey(owner)));
  return {
    id: row.id,
    state: row.state,
    licenseType: row.licenseType,
    renewalDate: renewalDateText(row.renewalDate),
    licenseNumber: maskNumber(number),
    selected,
  };
}

/**
 * Where a new licence is checked against (decision 0109): the course's state (a licence of another state does not
 * count for this course) and the course's today (MM/DD/YYYY; a licence whose renewal date has passed has lapsed).
 */
export interface LicenseCourse {
  state: string | null;
  today: string;
}

/** The licence messages of a new licence, in order (002 §5); empty means it may be stored. */
export function newLicenseErrors(
  input: {
    state?: string | null;
    licenseType?: string;
    renewalDate?: string;
    licenseNumber?: string;
  },
  course?: LicenseCourse,
) {
  const errors: string[] = [];
  const state = input.state ? usStateCode(input.state) : null;
  if (!state || (course?.state && state !== course.state)) errors.push(licenseMessages.stateInvalid);
  if (!input.licenseType?.trim()) errors.push(licenseMessages.licenseTypeRequired);
  const renewal = parseRenewalDate(input.renewalDate);
  const today = course ? parseRenewalDate(course.today) : null;
  if (!renewal || (today && renewal < today)) errors.push(licenseMessages.renewalDateInvalid);
  if (!input.licenseNumber?.trim()) errors.push(licenseMessages.licenseNumberRequired);
  return errors;
}

/** Stores a validated new licence, sealed to its owner. */
export async function storeLicense(
  deps: AffidavitDeps,
  db: Db,
  owner: repo.LicenseOwner,
  input: { state: string; licenseType: string; renewalDate: string; licenseNumber: string },
): Promise<repo.LicenseRow> {
  return repo.insertLicense(db, {
    ...('userId' in owner ? { userId: owner.userId } : { externalUserId: owner.externalUserId }),
    state: usStateCode(input.state) ?? input.state,
    licenseType: input.licenseType.trim(),
    renewalDate: parseRenewalDate(input.renewalDate) ?? '',
    licenseNumberEncrypted: seal(deps.piiKey, input.licenseNumber.trim(), licenseContext(ownerKey(owner))),
    createdAt: deps.clock.now(),
  });
}

/** A licence the affidavit names, as typed: the new-licence fields under their license-validate names. */
export const typedLicense = (l: AffidavitLicenseInput, state: string | null) => ({
  state: l.state ?? state ?? '',
  licenseType: l.licenseType ?? '',
  renewalDate: l.renewalDateStr ?? '',
  licenseNumber: l.licenseNumber ?? '',
});

/** GET /api/affidavit/final/license-get/{state}/{industry}/{externalUserId}: the signed-in learner's licences. */
export async function getLicenses(
  deps: AffidavitDeps,
  actor: SessionUser,
  params: { state: string; industry: string; externalUserId: string },
): Promise<LicenseGet> {
  const state = usStateCode(params.state);
  if (!state) throw badRequest('state', licenseMessages.stateInvalid);
  const rows = await repo.findLicenses(deps.db, { userId: actor.id }, state);
  if (rows.length > 0) {
    await audit(deps.db, deps.clock, actor.login, AUDIT_AFFIDAVIT_PII_READ, { what: 'licenses', count: String(rows.length) });
  }
  return {
    currentLicenses: rows.map((row) => licenseViewOf(deps, row, rows.length === 1)),
    state,
    licenseTypes: [...LICENSE_TYPES],
  };
}

/**
 * POST /api/affidavit/final/license-validate: checks a new licence and stores it for the learner. With the learner
 * product named, the licence must be of the course's state and not lapsed on the course's today (decision 0109);
 * without one, not lapsed on today's date (UTC).
 */
export async function validateLicense(
  deps: AffidavitDeps,
  actor: SessionUser,
  body: LicenseValidateBody,
): Promise<LicenseValidateReply> {
  let course: LicenseCourse = { state: null, today: courseToday(deps.clock.now(), 'UTC') };
  if (body.learnerProductId) {
    const found = await findLearnerProductWithProduct(deps.db, body.learnerProductId);
    if (!found || !ownsLearnerProduct(actor, found.lp)) throw notFound('learner product');
    const rules = new CourseRules(await findProductRules(deps.db, found.product.id));
    course = {
      state: found.product.state?.trim().toUpperCase() || null,
      today: courseToday(deps.clock.now(), courseTimeZone(rules)),
    };
  }
  const errors = newLicenseErrors(body, course);
  if (errors.length > 0) return { newLicense: null, errors: errors.map((message) => ({ message })) };
  const row = await deps.db.transaction((tx) => storeLicense(deps, tx, { userId: actor.id }, body));
  return {
    newLicense: { id: row.id, licenseNumber: maskNumber(body.licenseNumber.trim()), licenseType: row.licenseType },
    errors: [],
  };
}
