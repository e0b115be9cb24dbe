import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET api/audits', () => {
  it('lists events for an administrator, filtered by date', async () => {
    const admin = await createUser(t, { authorities: ['ROLE_AUTHENTICATED', 'ROLE_ADMIN'] });
    const principal = unique('p');
    await t.database.db.insert(auditEvents).values([
      { principal, type: 'OLD', timestamp: new Date('2020-03-01T10:00:00Z'), data: {} },
      { principal, type: 'IN_RANGE', timestamp: new Date('2020-03-05T23:59:00Z'), data: { remoteAddress: '10.0.0.1' } },
      { principal, type: 'LATE', timestamp: new Date('2020-03-06T00:00:01Z'), data: {} },
    ]);
    const client = new TestClient(t.app);
    await client.signIn(admin.login, admin.password);
    const res = await client.get('/api/audits?fromDate=2020-03-02&toDate=2020-03-05');
    expect(res.statusCode).toBe(200);
    const mine = (res.json() as { principal: string; type: string; data: object }[]).filter((e) => e.principal === principal);
    expect(mine).toEqual([expect.objectContaining({ type: 'IN_RANGE', data: { remoteAddress: '10.0.0.1' } })]);
  });

  it('answers 403 to a learner', async () => {
    const learner = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(learner.login, learner.password);
    const res = await client.get('/api/audits');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('answers 401 without a session and 400 naming a bad date', async () => {
    expect((await new TestClient(t.app).get('/api/audits')).statusCode).toBe(401);
    const admin = await createUser(t, { authorities: ['ROLE_AUTHENTICATED', 'ROLE_ADMIN'] });
    const client = new TestClient(t.app);
    await client.signIn(admin.login, admin.password);
    const res = await client.get('/api/audits?fromDate=yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('fromDate');
  });
});

describe('paging the audit events', () => {
  async function adminClient() {
    const admin = await createUser(t, { authorities: ['ROLE_AUTHENTICATED', 'ROLE_ADMIN'] });
    const client = new TestClient(t.app);
    await client.signIn(admin.login, admin.password);
    return client;
  }

  /** Seven events of one new principal on 2019-07-0{1..7}, plus one of a look-alike principal. */
  async function seed() {
    const principal = unique('pager');
    await t.database.db.insert(auditEvents).values([
      ...[1, 2, 3, 4, 5, 6, 7].map((d) => ({
        principal,
        type: d % 2 ? 'ODD_DAY' : 'EVEN_DAY',
        timestamp: new Date(`2019-07-0${d}T12:00:00Z`),
        data: { day: String(d) },
      })),
      { principal: `x${principal}`, type: 'ODD_DAY', timestamp: new Date('2019-07-03T13:00:00Z'), data: {} },
    ]);
    return principal;
  }

  it('GET api/audits answers one page of `size` rows with the total in X-Total-Count', async () => {
    const client = await adminClient();
    await seed();
    const res = await client.get('/api/audits?fromDate=2019-07-01&toDate=2019-07-07&page=1&size=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(8);
    const last = await client.get(`/api/audits?fromDate=2019-07-01&toDate=2019-07-07&page=${Math.ceil(total / 2) - 1}&size=2`);
    expect(last.json().length).toBe(total % 2 || 2);
    expect((await client.get('/api/audits?size=1000')).json().fieldErrors[0].field).toBe('size');
  });

  it('searches with each operation, sorts, and pages with the totals', async () => {
    const client = await adminClient();
    const principal = await seed();
    const search = (body: object) => client.post('/api/audits/search', body);

    const equals = await search({ searchValue: principal, searchOperation: 'EQUALS', pageSize: 10 });
    expect(equals.statusCode).toBe(200);
    expect(equals.json()).toMatchObject({ totalElements: 7, totalPages: 1 });

    const ends = await search({ searchValue: principal.slice(3), searchOperation: 'ENDS_WITH', pageSize: 10 });
    expect(ends.json().totalElements).toBe(8);
    const starts = await search({ searchValue: `x${principal}`, searchOperation: 'STARTS_WITH', pageSize: 10 });
    expect(starts.json().totalElements).toBe(1);

    const page = await search({
      searchValue: principal,
      searchOperation: 'EQUALS',
      page: 1,
      pageSize: 10,
      sortOrders: { primary: { field: 'type', direction: 'ASC' }, secondary: { field: 'timestamp', direction: 'DESC' } },
    });
    expect(page.json()).toMatchObject({ content: [], totalElements: 7, totalPages: 1 });

    const sorted = await search({
      searchValue: principal,
      searchOperation: 'EQUALS',
      pageSize: 10,
      sortOrders: { primary: { field: 'type', direction: 'ASC' }, secondary: { field: 'timestamp', direction: 'DESC' } },
    });
    expect(sorted.json().content.map((e: { data: { day: string } }) => e.data.day)).toEqual(['6', '4', '2', '7', '5', '3', '1']);
  });

  it('filters by options and the extra search data (a day range)', async () => {
    const client = await adminClient();
    const principal = await seed();
    const res = await client.post('/api/audits/search', {
      options: { principal, type: 'ODD_DAY' },
      extraSearchData: { fromDate: '2019-07-02', toDate: '2019-07-05' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((e: { data: { day: string } }) => e.data.day)).toEqual(['5', '3']);
  });

  it('takes LIKE wildcards in the search value literally', async () => {
    const client = await adminClient();
    await seed();
    const res = await client.post('/api/audits/search', { searchValue: 'pager%', searchOperation: 'STARTS_WITH' });
    expect(res.json().totalElements).toBe(0);
  });

  it('answers 400 naming the field for a bad page size, operation, sort field or filter', async () => {
    const client = await adminClient();
    const field = async (body: object) => {
      const res = await client.post('/api/audits/search', body);
      expect(res.statusCode).toBe(400);
      return res.json().fieldErrors[0].field;
    };
    expect(await field({ pageSize: 7 })).toBe('pageSize');
    expect(await field({ page: -1 })).toBe('page');
    expect(await field({ searchOperation: 'LIKE' })).toBe('searchOperation');
    expect(await field({ sortOrders: { primary: { field: 'data', direction: 'ASC' } } })).toBe('sortOrders.primary.field');
    expect(await field({ options: { remoteAddress: '10.0.0.1' } })).toBe('options.remoteAddress');
    expect(await field({ options: { principal: null } })).toMatch(/^options/);
    expect(await field({ extraSearchData: { fromDate: 'yesterday' } })).toBe('extraSearchData.fromDate');
  });

  it('is for administrators only', async () => {
    const learner = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(learner.login, learner.password);
    expect((await client.post('/api/audits/search', {})).statusCode).toBe(403);
    expect((await new TestClient(t.app).post('/api/audits/search', {})).statusCode).toBe(401);
  });
});
