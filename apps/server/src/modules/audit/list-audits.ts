import type { AuditEvent, Paged, PagedSearch } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import { knownKeys, pageOf } from '../../platform/db/paged-search.js';
import { badRequest } from '../../platform/errors.js';
import { type AuditRange, findAuditEvents, searchAuditEvents } from './repo.js';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** fromDate and toDate are whole days in UTC; toDate includes its whole day. */
export function dayRange(fromDate?: string, toDate?: string): AuditRange {
  return {
    from: fromDate ? new Date(`${fromDate}T00:00:00Z`) : undefined,
    to: toDate ? new Date(new Date(`${toDate}T00:00:00Z`).getTime() + DAY_MS) : undefined,
  };
}

type Row = { id: number; principal: string; type: string; timestamp: Date; data: Record<string, string> };
const toEvent = (r: Row): AuditEvent => ({ ...r, timestamp: r.timestamp.toISOString() });

/** GET api/audits: the range's events, oldest first; `page`/`size` ask for one page of them (JHipster's pageable). */
export async function listAudits(
  db: Db,
  query: { fromDate?: string; toDate?: string; page?: number; size?: number },
): Promise<{ events: AuditEvent[]; total: number }> {
  const size = query.size ?? (query.page !== undefined ? 20 : undefined);
  const window = size === undefined ? undefined : { limit: size, offset: (query.page ?? 0) * size };
  const { rows, total } = await findAuditEvents(db, dayRange(query.fromDate, query.toDate), window);
  return { events: rows.map(toEvent), total };
}

const OPTIONS = ['principal', 'type'] as const;
const EXTRA = ['fromDate', 'toDate'] as const;

/** A day of extraSearchData, or a 400 naming it. */
function day(search: PagedSearch, key: (typeof EXTRA)[number]): string | undefined {
  const value = search.extraSearchData?.[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !ISO_DAY.test(value) || Number.isNaN(Date.parse(value)))
    throw badRequest(`extraSearchData.${key}`, `${key} must be a date (YYYY-MM-DD)`);
  return value;
}

function option(search: PagedSearch, key: (typeof OPTIONS)[number]): string | undefined {
  const value = search.options?.[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`options.${key}`, `${key} must be text`);
  return value;
}

/** POST api/audits/search: the paged search over audit events (options principal/type; extra fromDate/toDate). */
export async function searchAudits(db: Db, search: PagedSearch): Promise<Paged<AuditEvent>> {
  knownKeys(search.options, OPTIONS, 'options');
  knownKeys(search.extraSearchData, EXTRA, 'extraSearchData');
  const range = dayRange(day(search, 'fromDate'), day(search, 'toDate'));
  const { rows, total } = await searchAuditEvents(db, search, range, {
    principal: option(search, 'principal'),
    type: option(search, 'type'),
  });
  return pageOf(search, rows.map(toEvent), total);
}
