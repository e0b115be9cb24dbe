import type {
  CreateEnrolmentBody,
  EnrolmentDatesBody,
  EnrolmentRow,
  FieldError,
  Paged,
  PagedSearch,
  RosterBody,
} from '@continuum/contracts';
import { EXTERNAL_ID_MAX, ROSTER_MAX_ROWS } from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { knownKeys, pageOf } from '../../../platform/db/paged-search.js';
import { AppError, badRequest, notFound } from '../../../platform/errors.js';
import { findUserIdsByLogin } from '../../account/index.js';
import { audit } from '../../audit/index.js';
import type { EffectiveRulesReader, RepeatRefusal } from '../../catalog/index.js';
import { insertLearnerProduct } from '../learner-product-writes.js';
import {
  findEnrolment,
  findExistingEnrolments,
  findExternalIdPairs,
  findProductIdsByCode,
  searchEnrolments,
  updateEnrolmentDates,
} from './enrolments-repo.js';
import { CsvError, readRoster } from './roster-csv.js';

/** POST api/admin/enrolments/search: option `productCode` keeps one product's learners. */
export async function searchEnrolmentList(ctx: AppContext, search: PagedSearch): Promise<Paged<EnrolmentRow>> {
  knownKeys(search.options, ['productCode'], 'options');
  knownKeys(search.extraSearchData, [], 'extraSearchData');
  const code = search.options?.productCode;
  if (code !== undefined && typeof code !== 'string') throw badRequest('options.productCode', 'productCode must be text');
  const { rows, total } = await searchEnrolments(ctx.database.db, search, { productCode: code });
  return pageOf(
    search,
    // A withdrawn enrolment lists as WITHDRAWN (decision 0078); its stored status is kept for a reinstatement.
    rows.map(({ withdrawnAt, ...r }) => ({
      ...r,
      status: withdrawnAt ? 'WITHDRAWN' : r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  );
}

interface Wanted {
  line: number | null;
  login: string;
  productCode: string;
  startDate: string | null;
  endDate: string | null;
  externalUserId: string | null;
  externalEnrollmentId: string | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const field = (line: number | null, name: string) => (line === null ? name : `csv.line${line}.${name}`);

/**
 * Checks every wanted enrolment before writing any: the learner and the product exist, the dates are days in
 * order, nobody is enrolled twice. All errors are reported at once, each naming its line and column.
 */
async function resolve(ctx: AppContext, wanted: Wanted[]) {
  const { db } = ctx.database;
  const users = await findUserIdsByLogin(db, [...new Set(wanted.map((w) => w.login))]);
  const productIds = await findProductIdsByCode(db, [...new Set(wanted.map((w) => w.productCode))]);
  const existing = await findExistingEnrolments(db, [...users.values()]);
  const externalIds = [...new Set(wanted.flatMap((w) => (w.externalUserId ? [w.externalUserId] : [])))];
  const externalTaken = await findExternalIdPairs(db, externalIds);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const rows = wanted.map((w) => {
    const userId = users.get(w.login.toLowerCase());
    const productId = productIds.get(w.productCode);
    if (userId === undefined) errors.push({ field: field(w.line, 'login'), message: `no user has the login ${w.login}` });
    if (productId === undefined)
      errors.push({ field: field(w.line, 'productCode'), message: `no product has the code ${w.productCode}` });
    for (const [name, value] of [
      ['startDate', w.startDate],
      ['endDate', w.endDate],
    ] as const) {
      if (value !== null && (!ISO_DAY.test(value) || Number.isNaN(Date.parse(value))))
        errors.push({ field: field(w.line, name), message: `${name} must be a date (YYYY-MM-DD)` });
    }
    if (w.startDate && w.endDate && w.endDate < w.startDate)
      errors.push({ field: field(w.line, 'endDate'), message: 'endDate must not be before startDate' });
    const key = `${userId}:${productId}`;
    if (userId !== undefined && productId !== undefined && (existing.has(key) || seen.has(key)))
      errors.push({ field: field(w.line, 'login'), message: `${w.login} is already enrolled in ${w.productCode}` });
    seen.add(key);
    // The external ids name one enrolment: the external survey and affidavit find it by them (issue 25 item 38).
    if (!w.externalUserId !== !w.externalEnrollmentId)
      errors.push({
        field: field(w.line, 'externalEnrollmentId'),
        message: 'externalUserId and externalEnrollmentId are given together',
      });
    for (const name of ['externalUserId', 'externalEnrollmentId'] as const) {
      if ((w[name]?.length ?? 0) > EXTERNAL_ID_MAX)
        errors.push({ field: field(w.line, name), message: `${name} must be at most ${EXTERNAL_ID_MAX} characters` });
    }
    if (w.externalUserId && w.externalEnrollmentId) {
      const pair = `${w.externalUserId}\u0000${w.externalEnrollmentId}`;
      if (externalTaken.has(pair) || seen.has(pair))
        errors.push({
          field: field(w.line, 'externalEnrollmentId'),
          message: `the external enrolment ${w.externalUserId}/${w.externalEnrollmentId} is already used`,
        });
      seen.add(pair);
    }
    return { ...w, userId: userId ?? 0, productId: productId ?? 0 };
  });
  if (errors.length === 0) await checkRepeatRules(ctx, rows, errors);
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', 400, `${errors.length} problem(s) in the enrolment`, errors);
  return rows;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The message of a refused repeat: the rule's code, the profile and approval, the completion it counts from. */
export function repeatMessage(login: string, r: RepeatRefusal): string {
  const what =
    r.rule === 'REPEAT_SUCCESSIVE_YEARS'
      ? 'the same course may not be taken in the same or successive years'
      : `the same course may not be taken again within ${r.years} years`;
  return `${r.rule}: ${login} completed approval ${r.approvalNumber} on ${day(r.completedAt)}; under ${r.profileName} ${what}`;
}

/** A bound compliance profile's repeat rule (NMLS, FL DFS) refuses an enrolment, naming the rule (decision 0132). */
async function checkRepeatRules(ctx: AppContext, rows: (Wanted & { userId: number; productId: number })[], errors: FieldError[]) {
  const rules: EffectiveRulesReader = ctx.services.complianceRules;
  for (const r of rows) {
    const refusal = await rules.repeatRefusal(ctx.database.db, {
      userId: r.userId,
      productId: r.productId,
      now: ctx.clock.now(),
    });
    if (refusal) errors.push({ field: field(r.line, 'productCode'), message: repeatMessage(r.login, refusal) });
  }
}

async function enrol(ctx: AppContext, actor: SessionUser, wanted: Wanted[], reason: string): Promise<number[]> {
  const rows = await resolve(ctx, wanted);
  const { db } = ctx.database;
  const now = ctx.clock.now();
  // One transaction: a roster is created whole or not at all.
  const ids = await db.transaction(async (tx) => {
    const created: number[] = [];
    for (const r of rows) {
      created.push(
        await insertLearnerProduct(tx, {
          userId: r.userId,
          productId: r.productId,
          status: 'IN_PROGRESS',
          purchaseType: 'ADMIN',
          startDate: r.startDate,
          endDate: r.endDate,
          externalUserId: r.externalUserId,
          externalEnrollmentId: r.externalEnrollmentId,
          createdAt: now,
        }),
      );
    }
    return created;
  });
  for (const [i, r] of rows.entries()) {
    await audit(db, ctx.clock, actor.login, 'ENROLMENT_CREATED', {
      learnerProductId: String(ids[i]),
      login: r.login,
      productCode: r.productCode,
      ...(r.externalUserId ? { externalUserId: r.externalUserId, externalEnrollmentId: r.externalEnrollmentId ?? '' } : {}),
      reason,
    });
  }
  return ids;
}

/** POST api/admin/enrolments: one learner in one product. */
export async function createEnrolment(ctx: AppContext, actor: SessionUser, body: CreateEnrolmentBody) {
  const [id] = await enrol(
    ctx,
    actor,
    [
      {
        line: null,
        login: body.login,
        productCode: body.productCode,
        startDate: body.startDate ?? null,
        endDate: body.endDate ?? null,
        externalUserId: body.externalUserId ?? null,
        externalEnrollmentId: body.externalEnrollmentId ?? null,
      },
    ],
    body.reason,
  );
  return { id: id ?? 0 };
}

/** POST api/admin/enrolments/roster: a CSV of learners and products, all checked, then created in one go. */
export async function enrolRoster(ctx: AppContext, actor: SessionUser, body: RosterBody) {
  let rows: ReturnType<typeof readRoster>['rows'];
  try {
    rows = readRoster(
      body.csv,
      ['login', 'productCode'],
      ['startDate', 'endDate', 'externalUserId', 'externalEnrollmentId'],
    ).rows;
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`csv.line${error.line}`, error.message);
    throw error;
  }
  if (rows.length === 0) throw badRequest('csv', 'the roster has no rows');
  if (rows.length > ROSTER_MAX_ROWS) throw badRequest('csv', `a roster has at most ${ROSTER_MAX_ROWS} rows`);
  const ids = await enrol(
    ctx,
    actor,
    rows.map((r) => ({
      line: r.line,
      login: r.values.login ?? '',
      productCode: r.values.productCode ?? '',
      startDate: r.values.startDate || null,
      endDate: r.values.endDate || null,
      externalUserId: r.values.externalUserId?.trim() || null,
      externalEnrollmentId: r.values.externalEnrollmentId?.trim() || null,
    })),
    body.reason,
  );
  return { created: ids.length, ids };
}

/** PUT api/admin/enrolments/{id}/dates: sets or extends the course dates, audited with the reason. */
export async function setEnrolmentDates(ctx: AppContext, actor: SessionUser, id: number, body: EnrolmentDatesBody) {
  const { db } = ctx.database;
  const row = await findEnrolment(db, id);
  if (!row) throw notFound('enrolment');
  const startDate = body.startDate ?? null;
  const endDate = body.endDate ?? null;
  if (startDate && endDate && endDate < startDate) throw badRequest('endDate', 'endDate must not be before startDate');
  await updateEnrolmentDates(db, id, { startDate, endDate });
  await audit(db, ctx.clock, actor.login, 'ENROLMENT_DATES_CHANGED', {
    learnerProductId: String(id),
    startDate: startDate ?? '',
    endDate: endDate ?? '',
    reason: body.reason,
  });
}
